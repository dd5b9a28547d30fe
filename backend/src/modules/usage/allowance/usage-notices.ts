import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { Mailer } from '../../leads/mail/mailer';
import { UsersService } from '../../users/users.service';
import { nextMonthStart } from '../usage-calendar';
import { runSql } from '../usage-sql';
import { AllowanceLimits, OrganizationAllowance } from './allowance-limits';

/** Percent of the allowance at which the owner is told. */
export const NOTICE_THRESHOLDS = [80, 100] as const;

/**
 * Tells the owner when the month's count passes 80 % and 100 % of the allowance: a row in
 * `usage_notices` (the app shows it) and, when SMTP is set, an e-mail. The row's key (organization,
 * month, threshold) makes it once per month whichever replica sees the count cross first.
 */
@Injectable()
export class UsageNotices {
  private readonly logger = new Logger(UsageNotices.name);
  /** Notices this replica knows exist, so a busy month does not try the insert every time. */
  private readonly known = new Set<string>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limits: AllowanceLimits,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  /** Called with the month's new total after tokens were counted. Never throws. */
  async check(month: string, organizationId: string, usedTokens: number): Promise<void> {
    try {
      const allowance = await this.limits.of(organizationId);
      const limit = allowance?.limitTokens ?? null;
      if (!allowance || limit === null || limit === 0) return;
      for (const threshold of NOTICE_THRESHOLDS) {
        const key = `${organizationId}|${month}|${threshold}`;
        if (usedTokens * 100 < threshold * limit || this.known.has(key)) continue;
        if (this.known.size > 100_000) this.known.clear();
        this.known.add(key);
        if (await this.insert(month, organizationId, threshold, usedTokens, limit)) {
          await this.mailOwner(allowance, threshold, usedTokens, limit);
        }
      }
    } catch (err) {
      this.logger.error(`Usage notice for ${organizationId} failed: ${err}`);
    }
  }

  /** This month's notices of the organization, oldest first. */
  list(month: string, organizationId: string) {
    return runSql<{ threshold: unknown; created_at: unknown }>(
      this.db,
      'SELECT threshold, created_at FROM usage_notices WHERE organization_id = ? AND month = ? ORDER BY threshold',
      [organizationId, month],
    );
  }

  private async insert(
    month: string,
    organizationId: string,
    threshold: number,
    used: number,
    limit: number,
  ): Promise<boolean> {
    const rows = await runSql(
      this.db,
      `INSERT INTO usage_notices (organization_id, month, threshold, used_tokens, limit_tokens, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING threshold`,
      [organizationId, month, threshold, used, limit, this.clock.nowMs()],
    );
    return rows.length === 1;
  }

  private async mailOwner(
    allowance: OrganizationAllowance,
    threshold: number,
    used: number,
    limit: number,
  ): Promise<void> {
    const owners = await this.users.findActiveOwners(allowance.organizationId);
    const resets = nextMonthStart(this.clock.nowMs()).toISOString().slice(0, 10);
    const figures = new Intl.NumberFormat('en-US');
    for (const owner of owners.filter((o) => o.email)) {
      await this.mailer.send({
        to: owner.email as string,
        subject: `${allowance.name} has used ${threshold}% of this month's IronKeep tokens`,
        text: [
          `Hello ${owner.username},`,
          '',
          `${allowance.name} has used ${figures.format(used)} of its ${figures.format(limit)} ` +
            `tokens this month (${Math.floor((used * 100) / limit)}%).`,
          threshold >= 100
            ? `Calls to the IronKeep API are refused (HTTP 429) until the allowance starts again on ${resets} (UTC).`
            : `At 100% calls to the IronKeep API are refused (HTTP 429) until ${resets} (UTC).`,
          '',
          `Usage by model, member and API token: ${this.config.billing.appUrl}/usage`,
          `A larger plan raises the allowance: ${this.config.billing.appUrl}/billing`,
        ].join('\n'),
      });
    }
  }
}
