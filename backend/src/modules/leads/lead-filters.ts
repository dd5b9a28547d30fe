import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { likeContaining } from '../../common/search/like-pattern';
import { LeadStatus } from './lead-status';

export interface LeadFilters {
  search?: string;
  status?: LeadStatus;
}

/**
 * The list's and the export's WHERE: `search` matches any of `columns` (lower-cased, LIKE with
 * its wildcards escaped), `status` is exact. One function for both, so an export holds exactly
 * the rows the screen showed.
 */
export function applyLeadFilters<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  columns: readonly string[],
  { search, status }: LeadFilters,
): SelectQueryBuilder<E> {
  const term = search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    query.andWhere(
      new Brackets((w) => {
        for (const column of columns) {
          w.orWhere(`lower(r.${column}) LIKE :pattern ESCAPE '\\'`, { pattern });
        }
      }),
    );
  }
  if (status) query.andWhere('r.status = :status', { status });
  return query.orderBy('r.created_at', 'DESC').addOrderBy('r.id', 'DESC');
}
