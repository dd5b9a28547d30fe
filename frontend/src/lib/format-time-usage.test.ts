// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 34, item 19: one time format everywhere. Every screen writes moments through
// lib/format-time.ts; a screen that formats a date itself (date-fns `format`, `toLocale…String`,
// its own Intl.DateTimeFormat) is named here by file and line. Relative durations ("in 5
// minutes", health-check-text.ts) are not moments and stay; the blog's publication dates keep
// the spec's long US format (spec §2, "Blog article"). The local edition's client is held to
// the same rule (its chat times, sessions and license dates).
const SRC = resolve(import.meta.dirname, '..');
const ALLOWED = new Set(['lib/format-time.ts', 'features/blog/lib/filter-articles.ts']);
const FORBIDDEN = [
  /from 'date-fns'.*\b(format|formatDistanceToNow|formatDistanceToNowStrict|formatRelative)\b/,
  /\bimport\s*\{[^}]*\bformat\b[^}]*\}\s*from 'date-fns'/,
  /\.toLocale(Date|Time)String\(/,
  // A Date's toLocaleString (numbers may use theirs: they are not moments).
  /(\bDate\([^)]*\)|\b[a-z]*[dD]ate)\.toLocaleString\(/,
  /new Intl\.DateTimeFormat\(/,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('moments are written by lib/format-time.ts only', () => {
  it('finds no screen that formats a date itself', () => {
    const offenders: string[] = [];
    for (const path of sources(SRC)) {
      const file = relative(SRC, path);
      if (ALLOWED.has(file)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (FORBIDDEN.some((rule) => rule.test(line)))
            offenders.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
