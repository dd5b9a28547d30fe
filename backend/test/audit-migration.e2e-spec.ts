import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/run-migrations';
import { AuditVerifier } from '../src/modules/audit/audit-verifier.service';
import { freshDatabase } from './fresh-database';

/** The security log's rows move into the audit trail, chained, and the old table goes. */
describe('Migration of the security log into the audit trail', () => {
  it('imports every event once, in time order, into a verifiable chain', async () => {
    const db = await freshDatabase();
    const before = await new DataSource({
      ...dataSourceOptions(db),
      migrations: MIGRATIONS.filter((m) => m.name !== 'SecurityLogIntoAudit1732414100000'),
    }).initialize();
    await runMigrations(before);
    const postgres = db.url !== undefined;
    const q = (sql: string, params: unknown[]) =>
      before.query(postgres ? sql.replace(/\?/g, (_, i) => `$${nth(sql, i)}`) : sql, params);
    const alice = randomUUID();
    const admin = randomUUID();
    for (const [id, username] of [
      [alice, 'alice'],
      [admin, 'root'],
    ]) {
      await q(
        'INSERT INTO users (id, username, password_hash, role, is_active) VALUES (?, ?, ?, ?, ?)',
        [id, username, 'x', 'user', postgres ? true : 1],
      );
    }
    const log = (userId: string | null, event: string, at: string, details?: object) =>
      q(
        'INSERT INTO security_logs (id, user_id, event, success, ip_address, user_agent, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          randomUUID(),
          userId,
          event,
          postgres ? event !== 'login_failed' : Number(event !== 'login_failed'),
          '10.0.0.1',
          'jest',
          details ? JSON.stringify(details) : null,
          postgres ? at : at.replace('T', ' ').replace('Z', ''),
        ],
      );
    await log(alice, 'registration_success', '2026-01-01T10:00:00.000Z');
    await log(null, 'login_failed', '2026-01-01T10:00:01.000Z');
    await log(alice, 'role_changed', '2026-01-01T10:00:03.000Z', {
      changedBy: admin,
      to: 'manager',
    });
    await log(admin, 'role_changed', '2026-01-01T10:00:03.000Z', {
      targetUserId: alice,
      to: 'manager',
    });
    await log(alice, 'login_success', '2026-01-01T10:00:02.500Z');
    await before.destroy();

    const after = await new DataSource(dataSourceOptions(db)).initialize();
    try {
      await runMigrations(after);
      const rows: {
        action: string;
        actor_name: string | null;
        target_id: string | null;
        occurred_at: string;
      }[] = await after.query(
        'SELECT action, actor_name, target_id, occurred_at FROM audit_entries ORDER BY id',
      );
      expect(rows.map((r) => [r.action, r.actor_name, r.target_id])).toEqual([
        ['registration_success', 'alice', null],
        ['login_failed', null, null],
        ['login_success', 'alice', null],
        // One entry for the admin's change, on the admin with alice as the target.
        ['role_changed', 'root', alice],
      ]);
      expect(Number(rows[2].occurred_at)).toBe(Date.parse('2026-01-01T10:00:02.500Z'));
      expect(await new AuditVerifier(after).verify()).toEqual({
        ok: true,
        checked: 4,
        firstBrokenId: null,
        reason: null,
      });
      const runner = after.createQueryRunner();
      expect(await runner.hasTable('security_logs')).toBe(false);
      await runner.release();
    } finally {
      await after.destroy();
      await db.drop();
    }
  });
});

/** The position of the placeholder at `offset` among the `?` of `sql`, from 1. */
function nth(sql: string, offset: number): number {
  return sql.slice(0, offset + 1).split('?').length - 1;
}
