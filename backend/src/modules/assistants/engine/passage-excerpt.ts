/**
 * A passage quoted under an answer, shortened only between whole blocks (paragraphs, lists,
 * tables), never inside a sentence, and never ending on an introduction whose list or code was
 * left out: issue 34 found answers ending "…and includes:" with nothing after.
 */

const LIST_LINE = /^\s*(?:[-*+]|\d+[.)])\s+/;

export type ExcerptOptions = {
  /** Characters to aim for; the first block is kept whole even when longer. */
  max: number;
  /** What a ':' that introduced removed code becomes, e.g. " (the code example below)." */
  codeNote?: string;
};

export function isListBlock(block: string): boolean {
  return block.split('\n').every((line) => LIST_LINE.test(line) || /^\s{2,}\S/.test(line));
}

/** Whole blocks of `text` within `max` characters, each introduction kept with what it introduces. */
export function excerptPassage(text: string, { max, codeNote }: ExcerptOptions): string {
  const units = unitsOf(
    text.split(/\n{2,}/).filter((b) => b.trim() !== ''),
    codeNote,
  );
  const kept: string[] = [];
  let length = 0;
  for (const unit of units) {
    const room =
      kept.length === 0 ? Math.max(max, unit.length <= max * 2 ? unit.length : max) : max - length;
    if (unit.length <= room) {
      kept.push(unit);
      length += unit.length + 2;
      continue;
    }
    // Too long for what is left: a list or table gives its first rows, anything else stops here.
    const rows = room >= MIN_ROWS_ROOM ? firstRows(unit, room) : null;
    if (rows) kept.push(rows);
    else if (kept.length === 0) kept.push(unit);
    break;
  }
  return kept.join('\n\n');
}

/** Below this, a few rows of a list or table would say too little to be worth quoting. */
const MIN_ROWS_ROOM = 160;

/**
 * An introduction ending in ':' joins the list after it. One with nothing after it (the code it
 * introduced is kept out of the prose) ends as a sentence instead: with `codeNote` for the first
 * such one when the code is shown beside the answer, else with a full stop.
 */
function unitsOf(blocks: string[], codeNote: string | undefined): string[] {
  const units: string[] = [];
  let noteUsed = false;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (!block.trimEnd().endsWith(':')) {
      units.push(block);
      continue;
    }
    const next = blocks[i + 1];
    // A list item ending in ':' ("3. Restore into an empty database:") introduced code, not
    // the next items of its own list.
    if (next !== undefined && isListBlock(next) && !isListBlock(block)) {
      units.push(`${block}\n\n${next}`);
      i++;
      continue;
    }
    const ending: string = codeNote !== undefined && !noteUsed ? codeNote : '.';
    noteUsed ||= ending !== '.';
    units.push(block.trimEnd().replace(/:$/, ending));
  }
  return units;
}

/**
 * The rows of a list or table (after its introduction, if any) that fit in `room`, then how many
 * more the source has; null when the unit is not a list or table.
 */
function firstRows(unit: string, room: number): string | null {
  const blocks = unit.split('\n\n');
  const body = blocks[blocks.length - 1];
  const intro = blocks.length > 1 ? blocks.slice(0, -1).join('\n\n') : '';
  const isTable = body.trimStart().startsWith('|');
  if (!isTable && !isListBlock(body)) return null;
  const lines = body.split('\n');
  // A table keeps its header and separator rows.
  const fixed = isTable ? lines.slice(0, 2) : [];
  const rows = isTable ? lines.slice(2) : lines.filter((line) => LIST_LINE.test(line));
  const shown: string[] = [];
  let length = intro.length + fixed.join('\n').length;
  for (const row of rows) {
    if (shown.length > 0 && length + row.length > room) break;
    shown.push(row);
    length += row.length + 1;
  }
  const more = rows.length - shown.length;
  if (more === 0) return unit;
  const note = `…and ${more} more in the source.`;
  const listed = [...fixed, ...shown].join('\n');
  const text = isTable ? `${listed}\n\n${note}` : `${listed}\n- ${note}`;
  return intro ? `${intro}\n\n${text}` : text;
}
