import { parse, serialize } from 'cookie';
import { ServerResponse } from 'node:http';
import { deriveKey, open, seal } from '../../../common/crypto/aes-gcm';

export const OIDC_COOKIE = 'ironkeep.oidc';
/** How long a sign-in may take at the provider before the callback is refused. */
export const OIDC_TRANSACTION_TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'ironkeep/oidc-transaction';

/** What the callback must match: kept in the browser, sealed, for one sign-in attempt. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** Epoch ms after which the transaction is refused. */
  expiresAt: number;
}

/**
 * The transaction lives in a short-lived cookie sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET, so it binds the state to this browser (a callback from another browser has no
 * cookie), cannot be read (the PKCE verifier stays secret) or altered, and needs no server-side
 * session before sign-in. SameSite=Lax: the provider's redirect back is a top-level GET, which
 * carries Lax cookies; Path limits it to the two OIDC routes.
 */
export class OidcTransactionCookie {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = deriveKey(sessionSecret, PURPOSE);
  }

  write(res: ServerResponse, transaction: OidcTransaction, secure: boolean): void {
    const value = seal(this.key, JSON.stringify(transaction), PURPOSE);
    res.appendHeader(
      'Set-Cookie',
      serialize(OIDC_COOKIE, value, {
        path: '/api/auth/oidc',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: OIDC_TRANSACTION_TTL_MS / 1000,
      }),
    );
  }

  /** The transaction if the cookie is present, intact and not expired; else null. */
  read(cookieHeader: string | undefined, now: number): OidcTransaction | null {
    const raw = cookieHeader ? parse(cookieHeader)[OIDC_COOKIE] : undefined;
    if (!raw) return null;
    try {
      const transaction = JSON.parse(open(this.key, raw, PURPOSE)) as OidcTransaction;
      return transaction.expiresAt > now ? transaction : null;
    } catch {
      return null;
    }
  }

  /** One attempt, one use: the callback clears it whatever the outcome. */
  clear(res: ServerResponse, secure: boolean): void {
    res.appendHeader(
      'Set-Cookie',
      serialize(OIDC_COOKIE, '', { path: '/api/auth/oidc', expires: new Date(0), secure }),
    );
  }
}
