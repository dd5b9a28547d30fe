import { DocumentSection } from '../document-types';

/** The location of text that comes before a document's first heading. */
export const OPENING = 'Opening section';
const MAX_HEADING_CHARS = 120;

/**
 * Splits lines into sections at headings; `headingOf` says whether a line is one (and its
 * text). Each section's location is its heading, so an answer can cite it.
 */
export function sectionsAtHeadings(
  lines: readonly string[],
  headingOf: (line: string) => string | null,
): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let location = OPENING;
  let body: string[] = [];
  const close = () => {
    const text = body.join('\n').trim();
    if (text) sections.push({ location, text });
    body = [];
  };
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading === null) {
      body.push(line);
      continue;
    }
    close();
    location = shortHeading(heading) || location;
  }
  close();
  return sections;
}

const FENCE = /^\s*(```|~~~)/;
const ATX_HEADING = /^ {0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;

/** Markdown: `#` headings outside code fences; front matter is left out. */
export function markdownSections(source: string): DocumentSection[] {
  let inFence = false;
  return sectionsAtHeadings(source.replace(FRONT_MATTER, '').split(/\r?\n/), (line) => {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) return null;
    return ATX_HEADING.exec(line)?.[1] ?? null;
  });
}

const LINES_PER_SECTION_CHARS = 1_200;

/** Plain text has no headings: it is cited by line numbers ("lines 12–30"). */
export function plainTextSections(source: string): DocumentSection[] {
  const lines = source.split(/\r?\n/);
  const sections: DocumentSection[] = [];
  let start = -1;
  let size = 0;
  const close = (end: number) => {
    if (start < 0) return;
    const text = lines
      .slice(start, end + 1)
      .join('\n')
      .trim();
    const location = start === end ? `line ${start + 1}` : `lines ${start + 1}–${end + 1}`;
    if (text) sections.push({ location, text });
    start = -1;
    size = 0;
  };
  lines.forEach((line, i) => {
    const blank = line.trim() === '';
    if (blank && size >= LINES_PER_SECTION_CHARS) close(i - 1);
    if (blank && start < 0) return;
    if (start < 0) start = i;
    size += line.length + 1;
  });
  close(lines.length - 1);
  return sections;
}

function shortHeading(text: string): string {
  const plain = text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length <= MAX_HEADING_CHARS ? plain : `${plain.slice(0, MAX_HEADING_CHARS - 1)}…`;
}
