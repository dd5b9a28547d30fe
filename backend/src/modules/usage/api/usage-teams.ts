import { DataSource } from 'typeorm';
import { NO_KEY } from '../entities/usage-daily.entity';
import { runSql } from '../usage-sql';

export const NO_TEAM_LABEL = 'In no team';

/** Each member's teams in the organization now, and the teams' names. */
export interface TeamMembership {
  teamsOf(userId: string): string[];
  names: Map<string, string>;
}

/**
 * Usage is recorded per member, not per team: a team's usage is its current members' usage, so
 * a member who joins a team brings their past calls along, and a member of two teams counts in
 * both (team rows may add up to more than the organization's total, which stays exact).
 */
export async function teamMembership(
  db: DataSource,
  organizationId: string,
): Promise<TeamMembership> {
  const rows = await runSql<{ user_id: string; team_id: string; name: string }>(
    db,
    `SELECT tm.user_id, t.id AS team_id, t.name FROM team_members tm
     JOIN teams t ON t.id = tm.team_id WHERE t.organization_id = ?`,
    [organizationId],
  );
  const byUser = new Map<string, string[]>();
  const names = new Map<string, string>([[NO_KEY, NO_TEAM_LABEL]]);
  for (const row of rows) {
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.team_id]);
    names.set(row.team_id, row.name);
  }
  return { teamsOf: (userId) => byUser.get(userId) ?? [NO_KEY], names };
}

/** Folds sums keyed by member into sums keyed by team (NO_KEY: members in no team). */
export function foldIntoTeams<T>(
  byMember: Map<string, T>,
  teams: TeamMembership,
  add: (a: T, b: T) => T,
): Map<string, T> {
  const byTeam = new Map<string, T>();
  for (const [userId, sums] of byMember) {
    for (const team of teams.teamsOf(userId)) {
      const known = byTeam.get(team);
      byTeam.set(team, known === undefined ? sums : add(known, sums));
    }
  }
  return byTeam;
}
