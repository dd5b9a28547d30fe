/** A chunk as stored: its text sealed (KnowledgeCipher), its terms as keyed hashes. */
export interface StoredChunk {
  documentId: string;
  organizationId: string;
  seq: number;
  page: number | null;
  content: string;
  keyId: string;
  termsKeyId: string;
  /** Space-separated term tokens (search/term-tokens.ts). */
  tokens: string;
}

/** A search hit: a ready document's chunk, with the database's own relevance (higher first). */
export interface ChunkHit {
  documentId: string;
  documentName: string;
  seq: number;
  page: number | null;
  content: string;
  keyId: string;
  rank: number;
}

export interface SealedFile {
  content: Buffer;
  keyId: string;
}

/** What a finished processing run writes, in one transaction with its chunks. */
export interface Completion {
  documentId: string;
  leaseOwner: string;
  chunks: readonly StoredChunk[];
  pageCount: number | null;
  at: Date;
}

/** What a failed processing run writes: the reason, and the file goes, in one transaction. */
export interface Failure {
  documentId: string;
  leaseOwner: string;
  reason: string;
  at: Date;
}

/**
 * Where a document's file, chunks and full-text index live, written atomically, in the
 * database's own full-text search: an FTS5 table on SQLite, a tsvector column with a GIN index
 * on PostgreSQL. Every replica reads the same index, so a document is searchable everywhere the
 * moment its transaction commits, and gone everywhere the moment its deletion does
 * (docs/knowledge.md "Why the database's own search"). The document rows themselves go through
 * TypeORM (document-queue.ts, knowledge-documents.service.ts).
 */
export abstract class KnowledgeStore {
  abstract insertFile(documentId: string, file: SealedFile): Promise<void>;
  abstract readFile(documentId: string): Promise<SealedFile | null>;
  /**
   * Marks the document failed and drops its file (of no further use: it is not kept), in one
   * transaction, if `leaseOwner` still holds it; false (and nothing written) otherwise.
   */
  abstract fail(failure: Failure): Promise<boolean>;
  /**
   * Marks the document ready with its chunks and drops its file, if `leaseOwner` still holds
   * it; false (and nothing written) when the lease was lost or the document deleted meanwhile.
   */
  abstract complete(completion: Completion): Promise<boolean>;
  /** Deletes the document with its file, chunks and index entries; false when there was none. */
  abstract remove(documentId: string, organizationId: string): Promise<boolean>;
  /** `documentIds`: only chunks of these documents (a custom assistant's knowledge scope). */
  abstract search(
    organizationId: string,
    tokens: readonly string[],
    limit: number,
    documentIds?: readonly string[],
  ): Promise<ChunkHit[]>;
}

/**
 * The common-term rule (docs/knowledge.md "Search"): a term in more chunks than this is common.
 * Both databases score every row a ranked search matches, so a term in most of the chunks would
 * rank most of the table; common terms are left out of the ranked search when the question has
 * rarer ones (they weigh little in the ranking, and the service still scores the candidates on
 * every term), and a question of common terms only takes the first chunks holding them all
 * (or, when no chunk holds them all, most of them: commonTermLevels).
 */
export const RARE_ROWS = 2_000;

/** What the common-term rule searches: `ranked` the rare tokens (any), else all of `tokens`. */
export interface TermPlan {
  ranked: boolean;
  tokens: string[];
}

/**
 * Applies the common-term rule to each token's chunk count (counted up to rareRows + 1); null
 * when no token is in any chunk.
 */
export function commonTermRule(
  counts: readonly { token: string; rows: number }[],
  rareRows = RARE_ROWS,
): TermPlan | null {
  const present = counts.filter((t) => t.rows > 0);
  if (present.length === 0) return null;
  const rare = present.filter((t) => t.rows <= rareRows).map((t) => t.token);
  return rare.length
    ? { ranked: true, tokens: rare }
    : { ranked: false, tokens: present.map((t) => t.token) };
}

/** An unranked search: chunks holding `all` of the tokens, or any of them. */
export interface TermQuery {
  tokens: string[];
  all: boolean;
}

/** Up to this many terms, the all-but-one searches are tried (one query per term). */
const LEAVE_ONE_OUT_MAX = 6;

/**
 * The unranked searches for a question of common terms only, level by level until one finds a
 * chunk: the chunks holding all of them; else, for three to six terms, those holding all but one
 * (each term left out in turn); else those holding any. Common terms that never share a chunk
 * (or one term's tokens under two index keys after a key rotation) would otherwise find nothing.
 */
export function commonTermLevels(tokens: readonly string[]): TermQuery[][] {
  const levels: TermQuery[][] = [[{ tokens: [...tokens], all: true }]];
  if (tokens.length < 2) return levels;
  if (tokens.length > 2 && tokens.length <= LEAVE_ONE_OUT_MAX) {
    levels.push(tokens.map((_, i) => ({ tokens: tokens.filter((__, j) => j !== i), all: true })));
  }
  levels.push([{ tokens: [...tokens], all: false }]);
  return levels;
}

/** Runs `commonTermLevels` with the store's unranked query; the first level's chunks, at most `limit`. */
export async function searchCommonTerms(
  tokens: readonly string[],
  limit: number,
  run: (query: TermQuery) => Promise<Record<string, unknown>[]>,
): Promise<ChunkHit[]> {
  for (const level of commonTermLevels(tokens)) {
    const rows = (await Promise.all(level.map(run))).flat();
    const unique = new Map(rows.map(toHit).map((hit) => [`${hit.documentId}#${hit.seq}`, hit]));
    if (unique.size) return [...unique.values()].slice(0, limit);
  }
  return [];
}

/** Rows per multi-row INSERT: well inside both drivers' limits on bound parameters. */
export const INSERT_BATCH = 200;

export const CHUNK_COLUMNS =
  'document_id, organization_id, seq, page, content, key_id, terms_key_id';

export const chunkValues = (c: StoredChunk) => [
  c.documentId,
  c.organizationId,
  c.seq,
  c.page,
  c.content,
  c.keyId,
  c.termsKeyId,
];

export const HIT_COLUMNS = `c.document_id AS "documentId", d.name AS "documentName",
  c.seq AS "seq", c.page AS "page", c.content AS "content", c.key_id AS "keyId"`;

export function toHit(row: Record<string, unknown>): ChunkHit {
  return {
    documentId: String(row.documentId),
    documentName: String(row.documentName),
    seq: Number(row.seq),
    page: row.page === null ? null : Number(row.page),
    content: String(row.content),
    keyId: String(row.keyId),
    rank: Number(row.rank),
  };
}

/** `(?, ?, ?), (?, ?, ?)` for a multi-row insert. */
export function valueRows(rows: number, row: string): string {
  return Array.from({ length: rows }, () => row).join(', ');
}

export function batches<T>(items: readonly T[], size = INSERT_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
