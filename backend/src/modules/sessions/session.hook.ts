import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttpsRequest } from '../../common/http/request-protocol';
import { TokenGrant } from '../access/token-grant';
import { AuditAuthMethod } from '../audit/audit-actions';
import { clientIp } from '../audit/request-context';
import { SessionUser } from '../users/session-user';
import { BearerAuthenticator, readCredential } from './bearer-authenticator';
import { RequestSession } from './request-session';
import { OpenedSession, SessionManager } from './session-manager.service';
import { needsSession, readsCredentials } from './session-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session on routes that use one (session-routes.ts), else undefined. */
    session?: RequestSession;
    /** The signed-in user (session or API token), else undefined. */
    user?: SessionUser;
    /** What the API token of a Bearer-authenticated request may do; undefined for sessions. */
    apiToken?: TokenGrant;
    /** 'token' for a Bearer-authenticated request; the audit trail records it (docs/audit.md). */
    authMethod?: AuditAuthMethod;
  }
}

/**
 * The only Fastify-specific piece of the session layer: an onRequest hook (before body parsing,
 * guards and handlers) that opens the session of requests that need one, or resolves the API
 * token of a request that carries `Authorization: Bearer` (or `x-api-key` on Anthropic's routes). A Bearer request is judged by its
 * token alone: no session is loaded or created, whatever cookies came with it, and a token that
 * authenticates nobody is a 401 even on a public route (the client meant to be someone).
 */
export function installSessionHook(
  fastify: FastifyInstance,
  manager: SessionManager,
  trustProxy: boolean,
  bearer: BearerAuthenticator,
): void {
  fastify.decorateRequest('session', undefined);
  fastify.decorateRequest('user', undefined);
  fastify.decorateRequest('apiToken', undefined);
  fastify.decorateRequest('authMethod', undefined);
  // A callback hook: the common signed-in request (cached session and user) then runs without
  // a promise at all (SessionManager.open).
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const credential = readCredential(request.raw);
    if (credential !== undefined && readsCredentials(request.raw)) {
      bearer.authenticate(credential, clientIp(request.ip)).then(({ user, grant }) => {
        request.user = user;
        request.apiToken = grant;
        // The audit trail records how the actor authenticated (modules/audit/request-context.ts).
        request.authMethod = 'token';
        done();
      }, done);
      return;
    }
    if (!needsSession(request.raw)) return done();
    const secure = isHttpsRequest(request.raw, trustProxy);
    const opened = manager.open(request.raw, reply.raw, secure);
    if (!(opened instanceof Promise)) return attach(request, opened, done);
    opened.then((ready) => attach(request, ready, done), done);
  });
}

function attach(request: FastifyRequest, opened: OpenedSession, done: () => void): void {
  request.session = opened.session;
  request.user = opened.user;
  done();
}
