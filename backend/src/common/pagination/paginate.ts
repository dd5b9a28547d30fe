import { FindManyOptions, ObjectLiteral, Repository } from 'typeorm';
import { Page } from './page.dto';

export interface PageRequest {
  page: number;
  limit: number;
}

/** `skip`/`take` for a page request. */
export function pageWindow({ page, limit }: PageRequest): { skip: number; take: number } {
  return { skip: (page - 1) * limit, take: limit };
}

/** Wraps one page of items and the total count in the API's page shape. */
export function toPage<T>(items: T[], total: number, { page, limit }: PageRequest): Page<T> {
  return {
    data: items,
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** One page of a repository query, each row mapped to its DTO. */
export async function paginate<E extends ObjectLiteral, T>(
  repo: Repository<E>,
  request: PageRequest,
  find: FindManyOptions<E>,
  map: (row: E) => T,
): Promise<Page<T>> {
  const [rows, total] = await repo.findAndCount({ ...find, ...pageWindow(request) });
  return toPage(rows.map(map), total, request);
}
