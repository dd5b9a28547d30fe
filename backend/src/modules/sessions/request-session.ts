import { ServerResponse } from 'node:http';
import { sessionUserId, StoredSession } from './session-data';

/** What RequestSession asks of the SessionManager (kept apart to avoid a circular import). */
export interface SessionPersistence {
  persist(session: RequestSession): Promise<void>;
  regenerate(session: RequestSession): Promise<void>;
  sendCookie(session: RequestSession): void;
  destroy(session: RequestSession): Promise<void>;
}

/**
 * The visitor's session during one request. `id` is null for a session that was never saved
 * (a first visit, or right after `regenerate`): `save()` gives it an id and sends the cookie.
 */
export class RequestSession {
  constructor(
    private readonly persistence: SessionPersistence,
    public id: string | null,
    public data: StoredSession,
    /** Epoch ms of the stored idle expiry (0 before the first save). */
    public expiresAt: number,
    /** The Node response, for the cookies this session sets. */
    readonly res: ServerResponse,
    /** Whether the request arrived over HTTPS (the cookie's Secure flag). */
    readonly secure: boolean,
  ) {}

  get userId(): string | undefined {
    return sessionUserId(this.data);
  }

  /** Stores the session (a new id if it had none) and sends its cookie; 503 if the store is down. */
  save(): Promise<void> {
    return this.persistence.persist(this);
  }

  /** Sends the session cookie again (with its current expiry) on this response. */
  sendCookie(): void {
    this.persistence.sendCookie(this);
  }

  /** Ends the stored session and starts an empty one with no id (sign-in's fixation defence). */
  regenerate(): Promise<void> {
    return this.persistence.regenerate(this);
  }

  /** Ends the session everywhere and clears its cookie. */
  destroy(): Promise<void> {
    return this.persistence.destroy(this);
  }
}
