import { Router, type Response } from 'express';
import type { ConversationStore } from '../memory/conversation-store';
import { ServiceError } from '../http/service-error';
import { checkSessionId, parseChatRequest } from './chat-request';
import type { ChatService } from './chat.service';
import { stoppingError, type Lifecycle } from '../lifecycle/shutdown';

const DEFAULT_SESSION_LIST = 50;
const MAX_SESSION_LIST = 200;

function parseLimit(raw: unknown): number {
  if (raw === undefined) return DEFAULT_SESSION_LIST;
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= MAX_SESSION_LIST)) {
    throw new ServiceError(
      400,
      'VALIDATION_FAILED',
      `limit must be from 1 to ${MAX_SESSION_LIST}.`,
    );
  }
  return limit;
}

/** Aborts the model call when the browser gives up on the request. */
function clientGoneSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** POST /chat, GET /sessions, DELETE /memory/:sessionId. */
export function chatRoutes(
  chat: ChatService,
  store: ConversationStore,
  lifecycle: Lifecycle,
): Router {
  const router = Router();

  router.post('/chat', async (req, res) => {
    const request = parseChatRequest(req.body);
    const signal = AbortSignal.any([clientGoneSignal(res), lifecycle.shutdownSignal]);
    try {
      res.json(await chat.send(request, signal));
    } catch (err) {
      if (!lifecycle.shutdownSignal.aborted) throw err;
      // Nothing was stored: an exchange is saved only once answered.
      throw stoppingError(
        'The IronKeep local service stopped before the model answered, and nothing was saved. Send your message again in a moment.',
      );
    }
  });

  router.get('/sessions', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ sessions: store.listSessions(parseLimit(req.query.limit)) });
  });

  router.delete('/memory/:sessionId', (req, res) => {
    const sessionId = checkSessionId(req.params.sessionId);
    const deletedMessages = store.clearSession(sessionId);
    res.json({ success: true, sessionId, deletedMessages });
  });

  return router;
}
