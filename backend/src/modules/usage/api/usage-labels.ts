import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UsersService } from '../../users/users.service';
import { NO_KEY } from '../entities/usage-daily.entity';
import { runSql } from '../usage-sql';
import { UsageGrouping } from './dto/usage-query.dto';

export const NO_MEMBER_LABEL = 'No member';
export const NO_TOKEN_LABEL = 'Signed-in apps (no API token)';

/** What the usage screen shows for a member or an API token id (usernames, token names). */
@Injectable()
export class UsageLabels {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  async for(groupBy: UsageGrouping, keys: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(keys)].filter((k) => k !== NO_KEY);
    const labels = new Map<string, string>();
    if (groupBy === 'member') {
      labels.set(NO_KEY, NO_MEMBER_LABEL);
      for (const id of ids) labels.set(id, 'Deleted account');
      for (const [id, username] of await this.users.usernames(ids)) labels.set(id, username);
    } else if (groupBy === 'token') {
      labels.set(NO_KEY, NO_TOKEN_LABEL);
      for (const id of ids) labels.set(id, 'Deleted token');
      const rows = await this.lookup(
        `SELECT id, name || ' (' || prefix || '…)' AS label FROM api_tokens`,
        ids,
      );
      for (const row of rows) labels.set(row.id, row.label);
    }
    return labels;
  }

  private async lookup(select: string, ids: string[]) {
    const rows: { id: string; label: string }[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      rows.push(
        ...(await runSql<{ id: string; label: string }>(
          this.db,
          `${select} WHERE id IN (${chunk.map(() => '?').join(', ')})`,
          chunk,
        )),
      );
    }
    return rows;
  }
}
