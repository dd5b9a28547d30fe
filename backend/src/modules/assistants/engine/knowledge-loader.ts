import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One heading-delimited section of a knowledge document: the unit the index ranks. */
export interface KnowledgeChunk {
  id: string;
  docTitle: string;
  heading: string;
  tags: string;
  /** Markdown prose of the section with code blocks removed. */
  text: string;
  /** The first fenced code block of the section, if any. */
  code?: string;
  /**
   * How sources name the passage when the title alone is not enough: an organization's own
   * documents are cited with their page or heading ("Travel policy.pdf, p. 3").
   */
  citation?: string;
  /** The organization's document the passage is from (absent for IronKeep's own knowledge). */
  documentId?: string;
}

export interface KnowledgeDocument {
  file: string;
  title: string;
  tags: string[];
  chunks: KnowledgeChunk[];
  /**
   * A document generated from live data may compute the direct answer to a question about it
   * (the plan catalogue: which plan covers 3 servers); null leaves it to the passages.
   */
  directAnswer?: (query: string) => string | null;
}

/**
 * The corpus lives beside this module's source (src/modules/assistants/knowledge). The build
 * copies it into dist (scripts/copy-assets.js), so the same relative path works from jest (src)
 * and from `node dist/main.js`.
 */
export function knowledgeDir(): string {
  const dir = resolve(__dirname, '../knowledge');
  if (!existsSync(dir)) throw new Error(`Knowledge base not found at ${dir}`);
  return dir;
}

export function loadAssistantDocuments(
  assistant: string,
  root = knowledgeDir(),
): KnowledgeDocument[] {
  const dir = join(root, assistant);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => parseDocument(`${assistant}/${file}`, readFileSync(join(dir, file), 'utf8')));
}

export function readKnowledgeJson<T>(name: string, root = knowledgeDir()): T {
  return JSON.parse(readFileSync(join(root, name), 'utf8')) as T;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseDocument(file: string, source: string): KnowledgeDocument {
  const match = FRONT_MATTER.exec(source);
  const meta = match ? parseFrontMatter(match[1]) : {};
  const body = match ? source.slice(match[0].length) : source;
  const title = meta.title ?? /^#\s+(.+)$/m.exec(body)?.[1]?.trim() ?? file;
  const tags = meta.tags ?? [];
  return { file, title, tags, chunks: chunkByHeading(file, title, tags, body) };
}

/** Just enough YAML for our front matter: `title: text` and `tags: [a, b]`. */
function parseFrontMatter(block: string): { title?: string; tags?: string[] } {
  const out: { title?: string; tags?: string[] } = {};
  for (const line of block.split(/\r?\n/)) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (!kv) continue;
    const value = kv[2].trim();
    if (kv[1] === 'title') out.title = unquote(value);
    if (kv[1] === 'tags') {
      out.tags = value
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((t) => unquote(t.trim()))
        .filter(Boolean);
    }
  }
  return out;
}

function unquote(s: string): string {
  return s.replace(/^["'](.*)["']$/, '$1');
}

function chunkByHeading(
  file: string,
  title: string,
  tags: string[],
  body: string,
): KnowledgeChunk[] {
  const sections: { heading: string; lines: string[] }[] = [{ heading: title, lines: [] }];
  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (line.trimStart().startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,3}\s+(.+)$/.exec(line);
    if (heading && line.startsWith('# ')) continue; // the document title itself
    if (heading) sections.push({ heading: heading[1].trim(), lines: [] });
    else sections[sections.length - 1].lines.push(line);
  }
  return sections
    .map((s, i) => toChunk(`${file}#${i}`, title, tags, s.heading, s.lines.join('\n')))
    .filter((c) => c.text.length > 0 || c.code);
}

function toChunk(
  id: string,
  docTitle: string,
  tags: string[],
  heading: string,
  markdown: string,
): KnowledgeChunk {
  const fences = [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)];
  const code = fences[0]?.[1]?.trimEnd();
  const text = markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { id, docTitle, heading, tags: tags.join(' '), text, code };
}
