import { Injectable } from '@nestjs/common';
import { EventListeners } from '../../common/events/event-listeners';
import { TokenScope } from '../access/token-grant';

export type ApiTokenRevocation = 'user' | 'deactivated' | 'password_changed';

/** What happened to an API token; the secret never appears here. */
export type ApiTokenEvent =
  | { kind: 'created'; userId: string; tokenId: string; name: string; scopes: TokenScope[] }
  | { kind: 'revoked'; userId: string; tokenId: string; name: string; reason: ApiTokenRevocation }
  | { kind: 'used_from_new_ip'; userId: string; tokenId: string; name: string; ip: string };

/**
 * Every token created, revoked or used from a new address, for features above this one (an
 * audit trail). The security log is already written by the token service itself.
 */
@Injectable()
export class ApiTokenEvents extends EventListeners<ApiTokenEvent> {
  constructor() {
    super(ApiTokenEvents.name);
  }
}
