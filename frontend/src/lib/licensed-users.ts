import { plural } from './plural';

/** What a license allows: "1 user", "Up to 5 users" (never "Max users: 5 users"). */
export function licensedUsers(maxUsers: number): string {
  return maxUsers === 1 ? '1 user' : `Up to ${plural(maxUsers, 'user')}`;
}
