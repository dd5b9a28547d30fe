import { DataSource } from 'typeorm';
import { DateUtils } from 'typeorm/util/DateUtils';
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
  valueRows,
} from './knowledge-store';

interface Statement {
  run(...params: unknown[]): { changes: number };
  all(...params: unknown[]): Record<string, unknown>[];
  get(...params: unknown[]): Record<string, unknown> | undefined;
}
interface Database {
  prepare(sql: string): Statement;
  transaction<T>(work: () => T): () => T;
}

/**
 * SQLite: chunks plus a contentless FTS5 table (`knowledge_chunk_terms`, rowid = chunk id) that
 * holds the term tokens' postings and no copy of any text. Writes run as one synchronous
 * better-sqlite3 transaction on the driver's connection: TypeORM shares that one connection
 * between requests, so an awaited transaction would let other requests' statements in.
 */
export class SqliteKnowledgeStore implements KnowledgeStore {
  private readonly db: Database;
  private readonly searchRows: (params: unknown[]) => Promise<Record<string, unknown>[]>;
  private readonly commonRows: (params: unknown[]) => Promise<Record<string, unknown>[]>;
  private frequency?: Statement;

  constructor(
    dataSource: DataSource,
    private readonly rareRows = RARE_ROWS,
  ) {
    this.db = (dataSource.driver as unknown as { databaseConnection: Database }).databaseConnection;
    // Ranked inside FTS5 first, joined after: the join and the filters then touch only the
    // best rows instead of every match. Term tokens are keyed per organization, so the best rows
    // are this organization's; the filters stay as the guarantee.
    this.searchRows = hotRead(
      dataSource,
      'knowledge_search',
      `SELECT ${HIT_COLUMNS}, -t.score AS "rank"
       FROM (SELECT rowid AS id, bm25(knowledge_chunk_terms) AS score
             FROM knowledge_chunk_terms WHERE knowledge_chunk_terms MATCH ?
             ORDER BY score LIMIT ?) t
       JOIN knowledge_chunks c ON c.id = t.id
       JOIN knowledge_documents d ON d.id = c.document_id
       WHERE c.organization_id = ? AND d.status = 'ready'
       ORDER BY t.score LIMIT ?`,
    );
    // Every chunk may hold the commonest words: the first that hold them all, unranked (the
    // service ranks them on how many of the question's terms they hold).
    this.commonRows = hotRead(
      dataSource,
      'knowledge_search_common',
      `SELECT ${HIT_COLUMNS}, 0 AS "rank"
       FROM (SELECT rowid AS id FROM knowledge_chunk_terms
             WHERE knowledge_chunk_terms MATCH ? LIMIT ?) t
       JOIN knowledge_chunks c ON c.id = t.id
       JOIN knowledge_documents d ON d.id = c.document_id
       WHERE c.organization_id = ? AND d.status = 'ready'
       LIMIT ?`,
    );
  }

  async insertFile(documentId: string, file: SealedFile): Promise<void> {
    this.db
      .prepare('INSERT INTO knowledge_files (document_id, content, key_id) VALUES (?, ?, ?)')
      .run(documentId, file.content, file.keyId);
  }

  async readFile(documentId: string): Promise<SealedFile | null> {
    const row = this.db
      .prepare('SELECT content, key_id AS keyId FROM knowledge_files WHERE document_id = ?')
      .get(documentId) as { content: Buffer; keyId: string } | undefined;
    return row ? { content: row.content, keyId: row.keyId } : null;
  }

  async fail(f: Failure): Promise<boolean> {
    const at = DateUtils.mixedDateToUtcDatetimeString(f.at);
    return this.db.transaction(() => {
      const failed = this.db
        .prepare(
          `UPDATE knowledge_documents SET status = 'failed', error = ?, lease_owner = NULL,
             lease_expires_at = NULL, processed_at = ?, updated_at = ?
           WHERE id = ? AND lease_owner = ? AND status = 'processing'`,
        )
        .run(f.reason, at, at, f.documentId, f.leaseOwner);
      if (failed.changes !== 1) return false;
      this.db.prepare('DELETE FROM knowledge_files WHERE document_id = ?').run(f.documentId);
      return true;
    })();
  }

  async complete(c: Completion): Promise<boolean> {
    const at = DateUtils.mixedDateToUtcDatetimeString(c.at);
    return this.db.transaction(() => {
      const claimed = this.db
        .prepare(
          `UPDATE knowledge_documents SET status = 'ready', chunk_count = ?, page_count = ?,
             error = NULL, lease_owner = NULL, lease_expires_at = NULL, processed_at = ?,
             updated_at = ?
           WHERE id = ? AND lease_owner = ? AND status = 'processing'`,
        )
        .run(c.chunks.length, c.pageCount, at, at, c.documentId, c.leaseOwner);
      if (claimed.changes !== 1) return false;
      for (const batch of batches(c.chunks)) {
        const ids = this.db
          .prepare(
            `INSERT INTO knowledge_chunks (${CHUNK_COLUMNS})
             VALUES ${valueRows(batch.length, '(?, ?, ?, ?, ?, ?, ?)')} RETURNING id, seq`,
          )
          .all(...batch.flatMap(chunkValues)) as { id: number; seq: number }[];
        const tokens = new Map(batch.map((chunk) => [chunk.seq, chunk.tokens]));
        this.db
          .prepare(
            `INSERT INTO knowledge_chunk_terms (rowid, terms) VALUES ${valueRows(ids.length, '(?, ?)')}`,
          )
          .run(...ids.flatMap((row) => [row.id, tokens.get(row.seq)]));
      }
      this.db.prepare('DELETE FROM knowledge_files WHERE document_id = ?').run(c.documentId);
      return true;
    })();
  }

  async remove(documentId: string, organizationId: string): Promise<boolean> {
    return this.db.transaction(() => {
      const found = this.db
        .prepare('SELECT id FROM knowledge_documents WHERE id = ? AND organization_id = ?')
        .get(documentId, organizationId);
      if (!found) return false;
      this.db
        .prepare(
          'DELETE FROM knowledge_chunk_terms WHERE rowid IN (SELECT id FROM knowledge_chunks WHERE document_id = ?)',
        )
        .run(documentId);
      this.db.prepare('DELETE FROM knowledge_chunks WHERE document_id = ?').run(documentId);
      this.db.prepare('DELETE FROM knowledge_files WHERE document_id = ?').run(documentId);
      this.db.prepare('DELETE FROM knowledge_documents WHERE id = ?').run(documentId);
      return true;
    })();
  }

  /**
   * FTS5 scores every row a MATCH finds, so a term in most of 100,000 chunks costs a third of a
   * second to rank: the common-term rule (knowledge-store.ts) keeps such terms out of the ranked
   * MATCH, or matches them unranked when the question has nothing else.
   */
  async search(
    organizationId: string,
    tokens: readonly string[],
    limit: number,
    documentIds?: readonly string[],
  ): Promise<ChunkHit[]> {
    if (documentIds) return this.searchIn(organizationId, tokens, limit, documentIds);
    const plan = commonTermRule(
      tokens.map((token) => ({ token, rows: this.rowsHolding(token) })),
      this.rareRows,
    );
    if (!plan) return [];
    if (!plan.ranked) {
      return searchCommonTerms(plan.tokens, limit, ({ tokens: terms, all }) =>
        this.commonRows([terms.join(all ? ' AND ' : ' OR '), limit * 2, organizationId, limit]),
      );
    }
    const rows = await this.searchRows([
      plan.tokens.join(' OR '),
      limit * 2,
      organizationId,
      limit,
    ]);
    return rows.map(toHit);
  }

  /**
   * Within chosen documents (at most 50): ranked over every match, since the best rows of the
   * whole organization (the unscoped query's inner limit) may hold none of them. Not a prepared
   * hot read: the list of ids changes the statement.
   */
  private searchIn(
    organizationId: string,
    tokens: readonly string[],
    limit: number,
    documentIds: readonly string[],
  ): ChunkHit[] {
    if (documentIds.length === 0 || tokens.length === 0) return [];
    const rows = this.db
      .prepare(
        `SELECT ${HIT_COLUMNS}, -t.score AS "rank"
         FROM (SELECT rowid AS id, bm25(knowledge_chunk_terms) AS score
               FROM knowledge_chunk_terms WHERE knowledge_chunk_terms MATCH ?) t
         JOIN knowledge_chunks c ON c.id = t.id
         JOIN knowledge_documents d ON d.id = c.document_id
         WHERE c.organization_id = ? AND d.status = 'ready'
           AND c.document_id IN (${documentIds.map(() => '?').join(', ')})
         ORDER BY t.score LIMIT ?`,
      )
      .all(tokens.join(' OR '), organizationId, ...documentIds, limit);
    return rows.map(toHit);
  }

  /** Chunks holding `token`, counted up to rareRows + 1: a common term costs no more. */
  private rowsHolding(token: string): number {
    this.frequency ??= this.db.prepare(
      `SELECT count(*) AS n FROM (SELECT rowid FROM knowledge_chunk_terms
         WHERE knowledge_chunk_terms MATCH ? LIMIT ?)`,
    );
    return Number(this.frequency.get(token, this.rareRows + 1)?.n ?? 0);
  }
}
