// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Modules that import each other (directly or round a loop) load in an order that depends on
// who asked first: a value read at load time can be undefined. Type-only imports are erased at
// build time and do not count; dynamic import() does, since the loop is still there at run time.
const SRC = import.meta.dirname;
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Runtime imports of each file: type-only ones left out. */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[2]) continue;
      const target = resolveImport(file, match[3] ?? match[4] ?? match[5]);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('frontend/src imports', () => {
  it('form no cycle', () => {
    const cycles = findCycles(importGraph(sourceFiles(SRC))).map((cycle) =>
      cycle.map((file) => relative(SRC, file)).join(' -> '),
    );
    expect(cycles).toEqual([]);
  });

  it('the check sees a cycle through a dynamic import (lib/session-check.ts)', () => {
    const check = join(SRC, 'lib/session-check.ts');
    const request = join(SRC, 'lib/current-user-request.ts');
    const graph = importGraph([check, request]);
    expect(graph.get(check)).toContain(request);
    // Were the request to import the check back, that would be reported.
    graph.set(request, [...graph.get(request)!, check]);
    expect(findCycles(graph)).toHaveLength(1);
  });
});
