// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

// IronKeep speaks US English (issue 26): "license", "organization", "canceled", "color". This
// reads what users see — the string literals and JSX text of the SPA and of the local service,
// and the knowledge base the assistants quote — and names every British spelling by file and
// line. Comments, identifiers and import paths are not read: they may keep any spelling (except
// in files shown as they are, such as the compose file on /download).
const ROOT = resolve(import.meta.dirname, '../..');
const SOURCES = ['frontend/src', 'local-service/src'];
const KNOWLEDGE = 'backend/src/modules/assistants/knowledge';

const ISE_STEMS =
  'author|recogn|normal|custom|util|priorit|minim|maxim|summar|categor|optim|initial|visual|' +
  'synchron|serial|capital|final|quant|neutral|apolog|special|standard|sanit|personal|memor|' +
  'token|anonym|pseudonym|central|local|virtual|container|modern|stabil|character|critic|emphas|' +
  'real|organ|digit|monet|rational|synthes|parametr|harmon|familiar|public|mobil';
const BRITISH = new RegExp(
  [
    'licenc\\w*',
    `\\w*(?:${ISE_STEMS})is(?:e|ed|es|ing|ation|ations|ational|er|ers)\\b`,
    '(?:analy|paraly|cataly)s(?:e|ed|ing|er|ers)\\b',
    '\\w*(?:colour|behaviour|favour|honour|labour|neighbour|humour|flavour|rumour|endeavour|armour|harbour)\\w*',
    '\\w*(?:cancell|labell|modell|travell|signall|fuell|levell|channell|totall)(?:ed|ing|er|ers)\\b',
    '\\b(?:enrolment|fulfilment|instalment|skilful|wilful|enrol|enrols|fulfil|fulfils)\\b',
    '\\b(?:centre|metre|litre|fibre|theatre|calibre)(?:s|d)?\\b',
    '\\b(?:defence|offence|pretence)s?\\b',
    '\\b(?:catalogue|analogue)(?:s|d)?\\b',
    '\\b(?:programme|judgement|artefact|cheque|manoeuvre|sceptic|ageing|learnt|spelt)s?\\b',
    '\\benquir(?:y|ies|e|ed|es|ing)\\b',
    '\\bpractis(?:e|ed|es|ing)\\b',
  ].join('|'),
  'gi',
);

/** `line` counts from 1. */
export type Hit = { line: number; word: string; text: string };

/** British spellings in the user-visible text of one TypeScript/TSX source. */
export function britishInSource(source: string, tsx = true): Hit[] {
  const file = ts.createSourceFile(
    tsx ? 'x.tsx' : 'x.ts',
    source,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const hits: Hit[] = [];
  const visit = (node: ts.Node) => {
    if (isVisibleText(node)) {
      // The source text itself (quotes and escapes included), so lines map one to one.
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const found = matches(node.getText(file));
      hits.push(...found.map((hit) => ({ ...hit, line: start + hit.line })));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return hits;
}

/** British spellings in a Markdown or JSON text, HTML comments left out. */
export function britishInText(text: string): Hit[] {
  const uncommented = text.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  return matches(uncommented);
}

function isVisibleText(node: ts.Node): boolean {
  if (ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) return true;
  if (!ts.isStringLiteral(node)) return false;
  const parent = node.parent;
  const moduleName =
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isCallExpression(parent) &&
      (parent.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(parent.expression) && parent.expression.text === 'require')));
  return !moduleName;
}

/** Lines counted from 1 within `text`. */
function matches(text: string): Hit[] {
  return [...text.matchAll(BRITISH)].map((match) => {
    const before = text.slice(0, match.index);
    const lineStart = before.lastIndexOf('\n') + 1;
    const lineEnd = text.indexOf('\n', match.index);
    return {
      line: before.split('\n').length,
      word: match[0],
      text: text
        .slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
        .trim()
        .slice(0, 120),
    };
  });
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** "path:line: word in "text"" for every hit in the shipped sources and the knowledge base. */
function allHits(): string[] {
  const sources = SOURCES.flatMap((dir) =>
    files(join(ROOT, dir), (name) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)),
  ).map((path) => ({
    path,
    hits: britishInSource(readFileSync(path, 'utf8'), path.endsWith('x')),
  }));
  const knowledge = files(join(ROOT, KNOWLEDGE), (name) => /\.(md|json)$/.test(name)).map(
    (path) => ({ path, hits: britishInText(readFileSync(path, 'utf8')) }),
  );
  // Files the SPA shows as they are, comments included (the compose file on /download).
  const shown = files(join(ROOT, 'frontend/src'), (name) => /\.ya?ml$/.test(name)).map((path) => ({
    path,
    hits: britishInText(readFileSync(path, 'utf8')),
  }));
  return [...sources, ...knowledge, ...shown].flatMap(({ path, hits }) =>
    hits.map((hit) => `${relative(ROOT, path)}:${hit.line}: ${hit.word} in "${hit.text}"`),
  );
}

describe('US English', () => {
  it('finds British spellings in strings and JSX text, not in comments, names or imports', () => {
    const source = [
      "import { LicenceCard } from './licence-card';",
      '// The organisation’s colour, as the designer called it.',
      'const organisationColour = 1;',
      "toast({ title: 'Organisation created', description: `Your licence ${n} is ready.` });",
      'const page = (',
      '  <p title="Subscription cancelled">',
      '    Pick a colour',
      '  </p>',
      ');',
      "const ok = 'The organization canceled its license; analysis of color behavior.';",
    ].join('\n');
    expect(britishInSource(source).map((hit) => `${hit.line}: ${hit.word}`)).toEqual([
      '4: Organisation',
      '4: licence',
      '6: cancelled',
      '7: colour',
    ]);
    expect(britishInText('# Plans\n<!-- licence -->\nThe licence and the centre.\n')).toEqual([
      { line: 3, word: 'licence', text: 'The licence and the centre.' },
      { line: 3, word: 'centre', text: 'The licence and the centre.' },
    ]);
  });

  it('is what the SPA, the local service, the knowledge base and the files shown say', () => {
    expect(allHits()).toEqual([]);
  });
});
