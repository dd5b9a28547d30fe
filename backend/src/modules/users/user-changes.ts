import { Injectable } from '@nestjs/common';

/**
 * A change after which the user's other credentials must stop working: listeners that keep
 * credentials of their own (API tokens) revoke them on these.
 */
export type CredentialChange = 'deactivated' | 'password_changed';

type Listener = (userId: string, reason?: CredentialChange) => Promise<void> | void;

/**
 * Tells whoever keeps a copy of a user (the session cache, on every replica) that the user's row
 * changed: role, status, password, profile, 2FA or organisation. UsersService, the table's only
 * writer, calls `changed` after each such write and before answering, so the next request on any
 * replica sees the change; `reason` says when the change ends the user's other credentials.
 */
@Injectable()
export class UserChanges {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async changed(userId: string, reason?: CredentialChange): Promise<void> {
    await Promise.all([...this.listeners].map((listener) => listener(userId, reason)));
  }
}
