import { DataSource } from 'typeorm';
import { hotRead } from '../../../database/hot-read';
import {
  batches,
  CHUNK_COLUMNS,
  chunkValues,
  ChunkHit,
  commonTermRule,
  Completion,
  Failure,
  HIT_COLUMNS,
  KnowledgeStore,
  RARE_ROWS,
  SealedFile,
  searchCommonTerms,
  toHit,
} from './knowledge-store';

/**
 * PostgreSQL: the tokens go into the chunk's own `terms` tsvector (configuration `simple`: a
 * token is already normalised), searched through a GIN index and ranked by ts_rank, under the
 * common-term rule (knowledge-store.ts): ts_rank scores every row the query matches. The row and
 * its index entry are one row, so no replica ever sees one without the other; deleting the
 * document cascades to its chunks and file in the same statement.
 */
export class PostgresKnowledgeStore implements KnowledgeStore {
  private readonly searchRows: (params: unknown[]) => Promise<Record<string, unknown>[]>;
  private readonly commonRows: (params: unknown[]) => Promise<Record<string, unknown>[]>;
  private readonly termRows: (params: unknown[]) => Promise<Record<string, unknown>[]>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rareRows = RARE_ROWS,
  ) {
    this.searchRows = hotRead(
      dataSource,
      'knowledge_search',
      `SELECT ${HIT_COLUMNS}, ts_rank(c.terms, q) AS "rank"
       FROM knowledge_chunks c
       JOIN knowledge_documents d ON d.id = c.document_id
       CROSS JOIN to_tsquery('simple', ?) q
       WHERE c.terms @@ q AND c.organization_id = ? AND d.status = 'ready'
       ORDER BY "rank" DESC LIMIT ?`,
    );
    // Every chunk may hold the commonest words: the first that hold them all, unranked (the
    // service ranks them on how many of the question's terms they hold).
    this.commonRows = hotRead(
      dataSource,
      'knowledge_search_common',
      `SELECT ${HIT_COLUMNS}, 0 AS "rank"
       FROM knowledge_chunks c
       JOIN knowledge_documents d ON d.id = c.document_id
       WHERE c.terms @@ to_tsquery('simple', ?) AND c.organization_id = ? AND d.status = 'ready'
       LIMIT ?`,
    );
    // Each token's chunks, counted up to the limit through the GIN index, in one round trip: a
    // common term costs no more than a rare one. Tokens are keyed per organization, so no
    // organization filter is needed.
    this.termRows = hotRead(
      dataSource,
      'knowledge_term_rows',
      `SELECT t.token, (SELECT count(*) FROM (SELECT 1 FROM knowledge_chunks c
                          WHERE c.terms @@ to_tsquery('simple', t.token) LIMIT ?) h) AS "rows"
       FROM unnest(?::text[]) AS t(token)`,
    );
  }

  async insertFile(documentId: string, file: SealedFile): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO knowledge_files (document_id, content, key_id) VALUES ($1, $2, $3)',
      [documentId, file.content, file.keyId],
    );
  }

  async readFile(documentId: string): Promise<SealedFile | null> {
    const rows = (await this.dataSource.query(
      'SELECT content, key_id AS "keyId" FROM knowledge_files WHERE document_id = $1',
      [documentId],
    )) as SealedFile[];
    return rows[0] ?? null;
  }

  fail(f: Failure): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const failed = (await manager.query(
        `UPDATE knowledge_documents SET status = 'failed', error = $1, lease_owner = NULL,
           lease_expires_at = NULL, processed_at = $2, updated_at = $2
         WHERE id = $3 AND lease_owner = $4 AND status = 'processing' RETURNING id`,
        [f.reason, f.at, f.documentId, f.leaseOwner],
      )) as [unknown[], number];
      if (failed[1] !== 1) return false;
      await manager.query('DELETE FROM knowledge_files WHERE document_id = $1', [f.documentId]);
      return true;
    });
  }

  complete(c: Completion): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock this takes makes a concurrent DELETE wait for the commit, then remove all.
      const claimed = (await manager.query(
        `UPDATE knowledge_documents SET status = 'ready', chunk_count = $1, page_count = $2,
           error = NULL, lease_owner = NULL, lease_expires_at = NULL, processed_at = $3,
           updated_at = $3
         WHERE id = $4 AND lease_owner = $5 AND status = 'processing' RETURNING id`,
        [c.chunks.length, c.pageCount, c.at, c.documentId, c.leaseOwner],
      )) as [unknown[], number];
      if (claimed[1] !== 1) return false;
      for (const batch of batches(c.chunks)) {
        let n = 0;
        const row = () =>
          `(${[1, 2, 3, 4, 5, 6, 7].map(() => `$${++n}`).join(', ')}, to_tsvector('simple', $${++n}))`;
        await manager.query(
          `INSERT INTO knowledge_chunks (${CHUNK_COLUMNS}, terms) VALUES ${batch.map(row).join(', ')}`,
          batch.flatMap((chunk) => [...chunkValues(chunk), chunk.tokens]),
        );
      }
      await manager.query('DELETE FROM knowledge_files WHERE document_id = $1', [c.documentId]);
      return true;
    });
  }

  async remove(documentId: string, organizationId: string): Promise<boolean> {
    const [, count] = (await this.dataSource.query(
      'DELETE FROM knowledge_documents WHERE id = $1 AND organization_id = $2',
      [documentId, organizationId],
    )) as [unknown, number];
    return count === 1;
  }

  async search(
    organizationId: string,
    tokens: readonly string[],
    limit: number,
    documentIds?: readonly string[],
  ): Promise<ChunkHit[]> {
    if (documentIds) return this.searchIn(organizationId, tokens, limit, documentIds);
    const counts = await this.termRows([this.rareRows + 1, tokens]);
    const plan = commonTermRule(
      counts.map((row) => ({ token: String(row.token), rows: Number(row.rows) })),
      this.rareRows,
    );
    if (!plan) return [];
    if (!plan.ranked) {
      return searchCommonTerms(plan.tokens, limit, ({ tokens: terms, all }) =>
        this.commonRows([terms.join(all ? ' & ' : ' | '), organizationId, limit]),
      );
    }
    const rows = await this.searchRows([plan.tokens.join(' | '), organizationId, limit]);
    return rows.map(toHit);
  }

  /**
   * Within chosen documents (at most 50): the filter goes into the one query, so the GIN index
   * finds the matches and only those documents' chunks are ranked.
   */
  private async searchIn(
    organizationId: string,
    tokens: readonly string[],
    limit: number,
    documentIds: readonly string[],
  ): Promise<ChunkHit[]> {
    if (documentIds.length === 0 || tokens.length === 0) return [];
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${HIT_COLUMNS}, ts_rank(c.terms, q) AS "rank"
       FROM knowledge_chunks c
       JOIN knowledge_documents d ON d.id = c.document_id
       CROSS JOIN to_tsquery('simple', $1) q
       WHERE c.terms @@ q AND c.organization_id = $2 AND d.status = 'ready'
         AND c.document_id = ANY($3::varchar[])
       ORDER BY "rank" DESC LIMIT $4`,
      [tokens.join(' | '), organizationId, [...documentIds], limit],
    );
    return rows.map(toHit);
  }
}
