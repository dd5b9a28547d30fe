import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, formatTime } from '@/lib/format-time';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';
import { CHAT_ERROR_MESSAGE, UNREACHABLE_DETAIL } from '../../hooks/use-local-chat';
import { deviceFingerprint } from '../../lib/device-fingerprint';
import { LICENSE_KEY_STORAGE_KEY } from '../../lib/license-storage';
import { createTestSigner } from '../../testing/license-keys';
import {
  BASE,
  healthyService,
  serviceHandlers,
  stubCanvas,
  type Handlers,
} from '../../testing/local-service-fixtures';

const CHAT = `POST ${BASE}/chat`;

beforeEach(() => {
  localStorage.clear();
  stubCanvas();
});

/** Opens the page and waits until it knows the service's address (the composer is there). */
async function openChat(handlers: Handlers) {
  const fetchMock = mockFetch(handlers);
  const user = userEvent.setup();
  renderRoute('/local-chat');
  await screen.findByRole('textbox', { name: 'Message' });
  return { fetchMock, user };
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${url}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('/local-chat: status column', () => {
  it('verifies the stored license with this device fingerprint and shows it as Active', async () => {
    localStorage.setItem(LICENSE_KEY_STORAGE_KEY, 'IRON-PRO-abc');
    const { fetchMock } = await openChat(serviceHandlers());
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `POST ${BASE}/license/verify`)).toEqual({
      license_key: 'IRON-PRO-abc',
      device_fingerprint: deviceFingerprint(),
    });
    expect(screen.getByText('Up to 5 users')).toBeInTheDocument();
    const features = screen.getByRole('list', { name: 'Licensed features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓ Basic chat', '✓ Memory persistence', '✓ Advanced models', '✓ Multi user']);
    expect(screen.getByTestId('tier-badge')).toHaveTextContent('Pro');
    expect(screen.getByText('Acme Health')).toBeInTheDocument();
  });

  it('sends an empty key when none is stored, and shows Not Licensed with the reason', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = await openChat({
      ...serviceHandlers(),
      [`POST ${BASE}/license/verify`]: () =>
        jsonResponse(
          {
            statusCode: 400,
            message: 'No license key.',
            error: 'Bad Request',
            code: 'LICENSE_MISSING',
          },
          400,
          'Bad Request',
        ),
    });
    expect(await screen.findByText('No license key.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `POST ${BASE}/license/verify`).license_key).toBe('');
    expect(screen.getAllByText('Not Licensed')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Enter your license key' })).toHaveAttribute(
      'href',
      '/download',
    );
    expect(error).toHaveBeenCalled();
    // Chat still works.
    expect(messageBox()).toBeEnabled();
  });

  it('reads the system status from /health', async () => {
    await openChat(serviceHandlers());
    const status = await screen.findByText('System Status');
    const card = status.closest('.rounded-xl') as HTMLElement;
    await within(card).findByText('Online');
    expect(within(card).getByText('Mistral 7B')).toBeInTheDocument();
    expect(within(card).getByText('Ollama')).toBeInTheDocument();
    expect(within(card).getByText('Reachable')).toBeInTheDocument();
    expect(within(card).getByText('SQLite')).toBeInTheDocument();
  });

  it('says what is wrong when the runtime is down or the model is missing', async () => {
    await openChat({
      ...serviceHandlers(),
      [`GET ${BASE}/health`]: () =>
        jsonResponse({
          ...healthyService,
          status: 'degraded',
          runtime: {
            ...healthyService.runtime,
            reachable: false,
            detail: 'connection refused',
            modelAvailable: null,
          },
        }),
    });
    expect(await screen.findByText('Unreachable')).toBeInTheDocument();
    expect(screen.getByText('connection refused')).toBeInTheDocument();
  });

  it('shows the service Offline when nothing answers, and how to start it', async () => {
    await openChat({
      ...serviceHandlers(),
      [`GET ${BASE}/health`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    // The diagnosis waits for a CSP report that never comes (VIOLATION_REPORT_WAIT_MS).
    const problem = await screen.findByText(/Nothing answered at/, {}, { timeout: 5000 });
    expect(problem).toHaveTextContent(`Nothing answered at ${BASE}. Start the service with`);
    expect(screen.getByText('ironkeep start')).toBeInTheDocument();
  });

  it('says the running service refuses this page (CORS), how to allow it, and keeps the validated key (issue 34)', async () => {
    const signer = await createTestSigner();
    const key = await signer.issue({
      tier: 'pro',
      org: 'Acme Health',
      exp: '2099-03-01T00:00:00Z',
    });
    localStorage.setItem(LICENSE_KEY_STORAGE_KEY, key);
    // As a browser sees a CORS refusal: every readable call fails without a status, while a
    // no-cors request (an answer the page may not read) reaches the service.
    const refused = ({ init }: { init: RequestInit }) =>
      init.mode === 'no-cors'
        ? new Response(null, { status: 200 })
        : Promise.reject(new TypeError('Failed to fetch'));
    await openChat({
      'GET /api/local-edition/settings': () => jsonResponse({ localServiceUrl: BASE }),
      [`POST ${BASE}/license/verify`]: refused,
      [`GET ${BASE}/health`]: refused,
      [`GET ${BASE}/sessions`]: refused,
    });
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    const origin = window.location.origin;
    const status = screen.getByTestId('connection-problem');
    expect(status).toHaveTextContent(
      `The local service at ${BASE} is running, but it does not accept requests from this page's address, ${origin}.`,
    );
    expect(status).toHaveTextContent(`ironkeep init --cors-origins ${origin}`);
    expect(status).toHaveTextContent(`CORS_ORIGINS=${origin}`);
    expect(screen.queryByText(/Nothing answered/)).toBeNull();
    expect(screen.getByText('Not checked yet')).toBeInTheDocument();
    expect(
      screen.getByText(/Your Pro license, validated on the download page/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not Licensed')).toBeNull();
    expect(screen.getByTestId('tier-badge')).toHaveTextContent('Pro, not checked yet');
  });

  it('lists at most three sessions, newest first, by the last 8 characters of their id', async () => {
    await openChat({
      ...serviceHandlers(),
      [`GET ${BASE}/sessions`]: () =>
        jsonResponse({
          sessions: [
            {
              sessionId: 'local_1700000000000_aaaaaaaaa',
              lastActivity: '2026-05-01T10:00:00.000Z',
            },
            {
              sessionId: 'local_1700000000001_bbbbbbbbb',
              lastActivity: '2026-05-04T10:00:00.000Z',
            },
            {
              sessionId: 'local_1700000000002_ccccccccc',
              lastActivity: '2026-05-03T10:00:00.000Z',
            },
            {
              sessionId: 'local_1700000000003_ddddddddd',
              lastActivity: '2026-05-02T10:00:00.000Z',
            },
          ],
        }),
    });
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.slice(0, 8))).toEqual([
      'bbbbbbbb',
      'cccccccc',
      'dddddddd',
    ]);
    expect(items[0]).toHaveTextContent(formatDateTime('2026-05-04T10:00:00.000Z'));
  });
});

describe('/local-chat: conversation', () => {
  it('welcomes, sends on Enter, shows Thinking, then the reply with time stamps', async () => {
    let answer!: (response: Response) => void;
    const handlers = serviceHandlers();
    handlers[CHAT] = () => new Promise<Response>((resolve) => (answer = resolve));
    const { fetchMock, user } = await openChat(handlers);
    expect(await screen.findByText('Welcome to IronKeep AI Local Edition')).toBeInTheDocument();
    await user.type(messageBox(), '  Where is my data?  {Enter}');

    expect(messageBox()).toHaveValue('');
    expect(screen.getByText('Where is my data?')).toBeInTheDocument();
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
    const sent = bodyOf(fetchMock, CHAT);
    expect(sent).toEqual({
      message: 'Where is my data?',
      session_id: expect.stringMatching(/^local_\d{13}_[0-9a-z]{9}$/),
      model: 'mistral:7b',
      temperature: 0.7,
    });
    expect(screen.getByText(`Session ${sent.session_id.slice(-8)}`)).toBeInTheDocument();

    answer(
      jsonResponse({ response: 'On this machine only.', timestamp: '2026-05-04T09:15:09.000Z' }),
    );
    expect(await screen.findByText('On this machine only.')).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    const times = screen.getAllByTestId('chat-message').map((m) => m.querySelector('time'));
    expect(times[1]).toHaveTextContent(formatTime('2026-05-04T09:15:09.000Z'));
    expect(times[0]?.textContent).not.toBe('');
    // The session list is read again after the reply.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === `${BASE}/sessions`)).toHaveLength(2),
    );
  });

  it('Shift+Enter starts a new line; blank input and a second send while waiting are ignored', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () => new Promise<Response>(() => {});
    const { fetchMock, user } = await openChat(handlers);
    await user.type(messageBox(), '   {Enter}');
    await user.type(messageBox(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(messageBox()).toHaveValue('   line one\nline two');
    expect(bodyOf(fetchMock, CHAT)).toBeUndefined();
    await user.keyboard('{Enter}');
    expect(bodyOf(fetchMock, CHAT)?.message).toBe('line one\nline two');
    await user.type(messageBox(), 'again{Enter}');
    expect(messageBox()).toHaveValue('again');
    expect(fetchMock.mock.calls.filter(([url]) => url === `${BASE}/chat`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('on a failed send: "Chat Error" toast with HTTP status, and the in-thread error message', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () =>
      jsonResponse(
        {
          statusCode: 503,
          message:
            'Ollama is not reachable at http://localhost:11434. Start it with `ollama serve` (or `docker compose up -d ollama`).',
          error: 'Service Unavailable',
          code: 'MODEL_RUNTIME_UNREACHABLE',
        },
        503,
        'Service Unavailable',
      );
    const { user } = await openChat(handlers);
    await user.type(messageBox(), 'Hello{Enter}');
    expect(await screen.findByText('Chat Error')).toBeInTheDocument();
    expect(screen.getByText('HTTP 503: Service Unavailable')).toBeInTheDocument();
    // The runtime, not the visitor's connection, is named (issue 42): the spec's "check your
    // connection" is for the failures that are not the runtime's (the tests below).
    expect(
      screen.getByText('Your message did not reach a model: the model runtime does not answer.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(CHAT_ERROR_MESSAGE)).toBeNull();
    expect(screen.queryByText(/check your connection/)).toBeNull();
    // The service's words say which runtime, at which address; its commands show as code.
    const detail = screen.getByText(/Ollama is not reachable/);
    expect(detail).toHaveTextContent(
      'Ollama is not reachable at http://localhost:11434. Start it with ollama serve (or docker compose up -d ollama).',
    );
    expect(within(detail).getByText('ollama serve').tagName).toBe('CODE');
    expect(within(detail).getByText('docker compose up -d ollama').tagName).toBe('CODE');
    const thread = screen
      .getAllByTestId('chat-message')
      .map((m) => m.textContent)
      .join('');
    expect(thread).not.toContain('`');
    // Issue 26: the toast covered Send (bottom right); on this page toasts show at the top center.
    expect(document.documentElement).toHaveAttribute('data-toast-placement', 'top-center');
    expect(screen.getAllByTestId('chat-message').map((m) => m.dataset.role)).toEqual([
      'user',
      'assistant',
    ]);
  });

  it('on a runtime that answers too slowly, says so rather than blaming the connection', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () =>
      jsonResponse(
        {
          statusCode: 504,
          message:
            'Ollama at http://localhost:11434 did not answer within 120 s. A first answer loads the model into memory; try again, or use a smaller model.',
          error: 'Gateway Timeout',
          code: 'MODEL_RUNTIME_TIMEOUT',
        },
        504,
        'Gateway Timeout',
      );
    const { user } = await openChat(handlers);
    await user.type(messageBox(), 'Hello{Enter}');
    expect(
      await screen.findByText('The model runtime did not answer in time.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/did not answer within 120 s/)).toBeInTheDocument();
    expect(screen.queryByText(CHAT_ERROR_MESSAGE)).toBeNull();
  });

  it('on a send that reaches no service, points to System Status for why (issue 34)', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user } = await openChat(handlers);
    await user.type(messageBox(), 'Hello{Enter}');
    expect(await screen.findByText(CHAT_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(UNREACHABLE_DETAIL)).toBeInTheDocument();
  });

  it('falls back to "Failed to send message" when the error has no message', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () => Promise.reject(new Error(''));
    const { user } = await openChat(handlers);
    await user.type(messageBox(), 'Hello{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText(CHAT_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('copies a message with the "Message copied to clipboard" toast', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () =>
      jsonResponse({ response: 'Copy me.', timestamp: new Date().toISOString() });
    const { user } = await openChat(handlers);
    await user.type(messageBox(), 'Hello{Enter}');
    await screen.findByText('Copy me.');
    const reply = screen.getAllByTestId('chat-message')[1];
    await user.click(within(reply).getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText('Message copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Copy me.');
  });

  it('Clear deletes the session memory, empties the list and confirms', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () =>
      jsonResponse({ response: 'Noted.', timestamp: new Date().toISOString() });
    const { fetchMock, user } = await openChat(handlers);
    await user.type(messageBox(), 'Remember 42{Enter}');
    await screen.findByText('Noted.');
    const sessionId = bodyOf(fetchMock, CHAT).session_id;
    handlers[`DELETE ${BASE}/memory/${sessionId}`] = () =>
      jsonResponse({ success: true, sessionId, deletedMessages: 2 });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Conversation Cleared')).toBeInTheDocument();
    expect(screen.getByText('Chat history has been cleared')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-message')).not.toBeInTheDocument();
    expect(screen.getByText('Welcome to IronKeep AI Local Edition')).toBeInTheDocument();
  });

  it('a failed Clear is only logged: the conversation stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handlers = serviceHandlers();
    handlers[CHAT] = () =>
      jsonResponse({ response: 'Noted.', timestamp: new Date().toISOString() });
    const { fetchMock, user } = await openChat(handlers);
    await user.type(messageBox(), 'Remember 42{Enter}');
    await screen.findByText('Noted.');
    const sessionId = bodyOf(fetchMock, CHAT).session_id;
    handlers[`DELETE ${BASE}/memory/${sessionId}`] = () => new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getAllByTestId('chat-message')).toHaveLength(2);
    expect(screen.queryByText('Conversation Cleared')).not.toBeInTheDocument();
  });

  it('Export saves ironkeep-chat-{sessionId}.txt with "[time] ROLE: content" blocks', async () => {
    const handlers = serviceHandlers();
    handlers[CHAT] = () =>
      jsonResponse({ response: 'Yes.', timestamp: '2026-05-04T09:15:09.000Z' });
    const { fetchMock, user } = await openChat(handlers);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await user.type(messageBox(), 'Is it local?{Enter}');
    await screen.findByText('Yes.');

    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileName = this.download;
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const sessionId = bodyOf(fetchMock, CHAT).session_id;
    expect(fileName).toBe(`ironkeep-chat-${sessionId}.txt`);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob!);
    });
    const [question, reply, ...rest] = text.split('\n\n');
    expect(rest).toEqual([]);
    expect(question).toMatch(/^\[.+\] USER: Is it local\?$/);
    expect(reply).toBe(`[${formatTime('2026-05-04T09:15:09.000Z')}] ASSISTANT: Yes.`);
  });
});
