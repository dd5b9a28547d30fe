import { Injectable } from '@nestjs/common';
import { EventListeners } from '../../common/events/event-listeners';

export type SignInMethod = 'password' | 'ldap' | 'oidc';

export interface SignIn {
  userId: string;
  method: SignInMethod;
  /** The second factor used with a password or directory sign-in. */
  twoFactor?: 'totp' | 'backup_code';
}

/**
 * Every successful sign-in and how it was made, for features above auth (an audit trail). The
 * security log is written by the sign-in code itself (login_success with details.method).
 */
@Injectable()
export class SignInEvents extends EventListeners<SignIn> {
  constructor() {
    super(SignInEvents.name);
  }
}
