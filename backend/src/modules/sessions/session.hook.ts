import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttpsRequest } from '../../common/http/request-protocol';
import { TokenGrant } from '../access/token-grant';
import { AuditAuthMethod } from '../audit/audit-actions';
import { clientIp } from '../audit/request-context';
import { SessionUser } from '../users/session-user';
import { BearerAuthenticator, readBearerCredential } from './bearer-authenticator';
import { RequestSession } from './request-session';
import { SessionManager } from './session-manager.service';
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
 * token of a request that carries `Authorization: Bearer`. A Bearer request is judged by its
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
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const credential = readBearerCredential(request.headers.authorization);
    if (credential !== undefined && readsCredentials(request.raw)) {
      const { user, grant } = await bearer.authenticate(credential, clientIp(request.ip));
      request.user = user;
      request.apiToken = grant;
      // The audit trail records how the actor authenticated (modules/audit/request-context.ts).
      request.authMethod = 'token';
      return;
    }
    if (!needsSession(request.raw)) return;
    const secure = isHttpsRequest(request.raw, trustProxy);
    const { session, user } = await manager.open(request.raw, reply.raw, secure);
    request.session = session;
    request.user = user;
  });
}
