import { DataSource } from 'typeorm';
import { KnowledgeStore, RARE_ROWS } from './knowledge-store';
import { PostgresKnowledgeStore } from './postgres-knowledge-store';
import { SqliteKnowledgeStore } from './sqlite-knowledge-store';

/** `rareRows`: the common-term rule's threshold (knowledge-store.ts); tests lower it. */
export function createKnowledgeStore(dataSource: DataSource, rareRows = RARE_ROWS): KnowledgeStore {
  return dataSource.options.type === 'postgres'
    ? new PostgresKnowledgeStore(dataSource, rareRows)
    : new SqliteKnowledgeStore(dataSource, rareRows);
}
