import { StoredSession } from './session-data';

export interface ActiveSession {
  sid: string;
  data: StoredSession;
}

/**
 * Finds and ends sessions by user, whichever store holds them. Password changes, admin
 * deactivation and "sign out other sessions" all go through here.
 */
export abstract class SessionDirectory {
  /** Called whenever a session is bound to a user (sign-in). */
  abstract register(userId: string, sid: string): Promise<void>;
  abstract listForUser(userId: string): Promise<ActiveSession[]>;
  abstract destroy(sid: string): Promise<void>;
  /** Signed-in sessions not expired, of every user and device; a visitor's (no user) is not one. */
  abstract countActive(): Promise<number>;

  /** Ends every session of the user except `exceptSid`; returns how many ended. */
  async destroyForUser(userId: string, exceptSid?: string): Promise<number> {
    const sessions = await this.listForUser(userId);
    const doomed = sessions.filter((s) => s.sid !== exceptSid);
    await Promise.all(doomed.map((s) => this.destroy(s.sid)));
    return doomed.length;
  }
}
