import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hostname } from 'node:os';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { AuditTrail } from '../audit-trail.service';
import { readEntriesAfter } from '../chain/read-entries';
import { AUDIT_CURSORS, AuditCursorEntity } from '../entities/audit-cursor.entity';
import { frame, toSyslogMessage } from './rfc5424';
import { SyslogConnection } from './syslog-connection';

/** Distinct from the chain and migration locks. */
export const AUDIT_SYSLOG_LOCK_ID = 7_301_004_424;
const BATCH = 500;
const POLL_MS = 1000;

/**
 * Forwards the audit trail to the syslog collector (AUDIT_SYSLOG_URL). The trail itself is the
 * durable outbox: entries are already stored, in id order, and the "syslog" cursor records the
 * last one the collector was sent. Each round sends the entries after the cursor, then moves it;
 * while the collector is down nothing moves, and the backlog goes out when it returns. One
 * replica forwards at a time (a PostgreSQL advisory lock held for the round; SQLite has one
 * process), so no entry is sent by two replicas.
 */
@Injectable()
export class SyslogForwarder implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SyslogForwarder.name);
  private connection: SyslogConnection | null = null;
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private failing = false;
  private unsubscribe?: () => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trail: AuditTrail,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const target = this.config.audit.syslog;
    if (!target) return;
    this.connection = new SyslogConnection(target);
    this.unsubscribe = this.trail.onAppended(() => void this.deliver());
    this.timer = setInterval(() => void this.deliver(), POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.unsubscribe?.();
    this.connection?.close();
  }

  /** Sends everything not yet sent; a call during a round makes that round go once more. */
  deliver(): Promise<void> {
    if (!this.connection) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        while ((await this.round()) === BATCH);
        if (this.failing) this.logger.log('Syslog collector reachable again; backlog sent');
        this.failing = false;
      } catch (err) {
        if (!this.failing) this.logger.warn(`Syslog collector unreachable, entries queue: ${err}`);
        this.failing = true;
        return;
      }
    } while (this.again);
  }

  /** One batch; how many entries it sent (0 when another replica holds the round). */
  private round(): Promise<number> {
    if (this.dataSource.options.type !== 'postgres') return this.send(this.dataSource.manager);
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        AUDIT_SYSLOG_LOCK_ID,
      ]);
      return locked ? this.send(manager) : 0;
    });
  }

  private async send(manager: EntityManager): Promise<number> {
    const cursor = await manager.findOneBy(AuditCursorEntity, { name: AUDIT_CURSORS.syslog });
    const rows = await readEntriesAfter(manager, cursor?.entryId ?? 0, BATCH);
    if (rows.length === 0) return 0;
    const host = hostname();
    await this.connection!.send(
      rows.map((row) => frame(toSyslogMessage(row, host, process.pid))).join(''),
    );
    const last = rows[rows.length - 1];
    await manager.upsert(
      AuditCursorEntity,
      {
        name: AUDIT_CURSORS.syslog,
        entryId: last.id,
        entryHash: last.hash,
        updatedAt: this.clock.nowMs(),
      },
      ['name'],
    );
    return rows.length;
  }
}
