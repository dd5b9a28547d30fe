/**
 * Resolves conflicting Tailwind utilities the way tailwind-merge does (the later class wins:
 * `px-4 px-6` → `px-6`, `p-6 pt-0` keeps both, `pt-0 p-6` → `p-6`), for the utilities this
 * project uses. tailwind-merge itself is about 8 KB gzip on every page's first download, most of
 * it a table of every Tailwind utility; this is its algorithm over a short rule list.
 *
 * Under Vitest every cn() call is checked against tailwind-merge (src/testing/setup-tests.ts),
 * so a utility that this list classifies differently fails the tests: add a rule here then.
 */

type Rule = [RegExp, string | ((match: RegExpMatchArray) => string)];

const KEYWORDS: Record<string, string> = {};
const keywords = (group: string, names: string) =>
  names.split(' ').forEach((name) => (KEYWORDS[name] = group));
keywords(
  'display',
  'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
);
keywords('position', 'static fixed absolute relative sticky');
keywords('sr', 'sr-only not-sr-only');
keywords('visibility', 'visible invisible collapse');
keywords('isolation', 'isolate isolation-auto');
keywords('text-transform', 'uppercase lowercase capitalize normal-case');
keywords('text-decoration', 'underline overline line-through no-underline');
keywords('font-style', 'italic not-italic');
keywords('font-smoothing', 'antialiased subpixel-antialiased');
keywords('fvn-spacing', 'proportional-nums tabular-nums');
keywords('fvn-figure', 'lining-nums oldstyle-nums');
keywords('text-overflow', 'truncate text-ellipsis text-clip');
keywords('grow', 'grow');
keywords('shrink', 'shrink');
keywords('transition', 'transition');
keywords('shadow', 'shadow');
keywords('rounded', 'rounded');
keywords('border-w', 'border');
keywords('ring-w', 'ring');
keywords('ring-w-inset', 'ring-inset');
keywords('outline-w', 'outline');
keywords('resize', 'resize');
keywords('blur', 'blur');
keywords('backdrop-blur', 'backdrop-blur');
keywords('container', 'container');

const SIDES = '(x|y|s|e|t|r|b|l)';
const SIZE = '(\\d+|px|\\[[^\\]]+\\])';
const rules: Rule[] = [
  [/^\[([a-z-]+):.+\]$/, (m) => `arbitrary..${m[1]}`],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grow|shrink|basis|order)-/, (m) => m[1]],
  [/^grid-(cols|rows|flow)-/, (m) => `grid-${m[1]}`],
  [/^col-(start|end)-/, (m) => `col-${m[1]}`],
  [/^col-/, 'col-start-end'],
  [/^row-(start|end)-/, (m) => `row-${m[1]}`],
  [/^row-/, 'row-start-end'],
  [/^gap-([xy])-/, (m) => `gap-${m[1]}`],
  [/^gap-/, 'gap'],
  [/^justify-(items|self)-/, (m) => `justify-${m[1]}`],
  [/^justify-/, 'justify-content'],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^content-/, 'content'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^place-(content|items|self)-/, (m) => `place-${m[1]}`],
  [/^(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml)-/, (m) => m[1]],
  [/^space-([xy])-reverse$/, (m) => `space-${m[1]}-reverse`],
  [/^space-([xy])-/, (m) => `space-${m[1]}`],
  [/^(size|w|h|min-w|max-w|min-h|max-h)-/, (m) => m[1]],
  [/^text-(left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(base|\d*(xs|sm|md|lg|xl))$/, 'font-size'],
  [/^text-\[(length:.+|[\d.]+[a-z%]*|(calc|clamp|min|max)\(.+\))\]$/, 'font-size'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^(leading|tracking|whitespace|underline-offset|decoration|indent)-/, (m) => m[1]],
  [/^break-(normal|words|all|keep)$/, 'break'],
  [/^wrap-/, 'wrap'],
  [/^list-(inside|outside)$/, 'list-style-position'],
  [/^list-/, 'list-style-type'],
  [/^align-/, 'vertical-align'],
  [/^caption-/, 'caption'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(clip|origin|blend)-/, (m) => `bg-${m[1]}`],
  [/^bg-(repeat|no-repeat|repeat-[a-z]+)$/, 'bg-repeat'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(top|bottom|left|right|center|(left|right)-(top|bottom))$/, 'bg-position'],
  [/^bg-(none|linear-.+|radial(-.+)?|conic(-.+)?)$/, 'bg-image'],
  [/^bg-\[(image:|url\(|(repeating-)?(linear|radial|conic)-gradient\()/, 'bg-image'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-\d+%$/, (m) => `gradient-${m[1]}-pos`],
  [/^(from|via|to)-/, (m) => `gradient-${m[1]}`],
  [new RegExp(`^rounded-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(-.+)?$`), (m) => `rounded-${m[1]}`],
  [/^rounded-/, 'rounded'],
  [new RegExp(`^border-${SIDES}(-${SIZE})?$`), (m) => `border-w-${m[1]}`],
  [new RegExp(`^border-${SIDES}-`), (m) => `border-color-${m[1]}`],
  [new RegExp(`^border-${SIZE}$`), 'border-w'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-/, 'border-color'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [new RegExp(`^ring-${SIZE}$`), 'ring-w'],
  [/^ring-/, 'ring-color'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [new RegExp(`^outline-${SIZE}$`), 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^shadow-(2xs|xs|sm|md|lg|xl|2xl|inner|none)$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^inset-([xy])-/, (m) => `inset-${m[1]}`],
  [
    /^(inset|top|right|bottom|left|start|end|z|opacity|cursor|pointer-events|select|touch)-/,
    (m) => m[1],
  ],
  [/^overflow-([xy])-/, (m) => `overflow-${m[1]}`],
  [/^overflow-/, 'overflow'],
  [/^translate-([xyz])-/, (m) => `translate-${m[1]}`],
  [/^translate-none$/, 'translate-none'],
  [/^(translate|rotate|scale|skew)-/, (m) => m[1]],
  [/^(transition|duration|ease|delay|animate)-/, (m) => m[1]],
  [/^scroll-(auto|smooth)$/, 'scroll-behavior'],
  [/^scroll-(m|mx|my|ms|me|mt|mr|mb|ml|p|px|py|ps|pe|pt|pr|pb|pl)-/, (m) => `scroll-${m[1]}`],
  [/^(backdrop-blur|blur)-/, (m) => m[1]],
  [/^stroke-\d+$/, 'stroke-w'],
  [/^(fill|stroke|aspect|columns|line-clamp|will-change|appearance)-/, (m) => m[1]],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
];

const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y', 'translate-z'],
  'scroll-m': [
    'scroll-mx',
    'scroll-my',
    'scroll-ms',
    'scroll-me',
    'scroll-mt',
    'scroll-mr',
    'scroll-mb',
    'scroll-ml',
  ],
  'scroll-mx': ['scroll-ms', 'scroll-me', 'scroll-mr', 'scroll-ml'],
  'scroll-my': ['scroll-mt', 'scroll-mb'],
  'scroll-p': [
    'scroll-px',
    'scroll-py',
    'scroll-ps',
    'scroll-pe',
    'scroll-pt',
    'scroll-pr',
    'scroll-pb',
    'scroll-pl',
  ],
  'scroll-px': ['scroll-ps', 'scroll-pe', 'scroll-pr', 'scroll-pl'],
  'scroll-py': ['scroll-pt', 'scroll-pb'],
};

/** The utility's conflict group (tailwind-merge's class group id), or undefined if not Tailwind. */
function classGroup(utility: string): string | undefined {
  const base = utility.startsWith('-') ? utility.slice(1) : utility;
  const keyword = KEYWORDS[base];
  if (keyword) return keyword;
  for (const [pattern, group] of rules) {
    const match = base.match(pattern);
    if (match) return typeof group === 'string' ? group : group(match);
  }
  return undefined;
}

/** Splits `md:hover:!px-4/50` into variants, importance and the utility (without its /postfix). */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let postfixAt = -1;
  for (let i = 0; i < className.length; i += 1) {
    const char = className[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (depth === 0 && char === ':') {
      variants.push(className.slice(start, i));
      start = i + 1;
      postfixAt = -1;
    } else if (depth === 0 && char === '/') postfixAt = i;
  }
  let utility = className.slice(start, postfixAt > start ? postfixAt : undefined);
  let important = false;
  if (utility.endsWith('!')) {
    utility = utility.slice(0, -1);
    important = true;
  } else if (utility.startsWith('!')) {
    utility = utility.slice(1);
    important = true;
  }
  return { variants, utility, important, hasPostfix: postfixAt > start };
}

const ORDER_SENSITIVE = new Set(['*', '**', 'after', 'backdrop', 'before', 'file', 'marker']);

/** Variant order does not matter (`hover:focus:` = `focus:hover:`) except around arbitrary ones. */
function variantKey(variants: string[]): string {
  if (variants.length <= 1) return variants[0] ?? '';
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return sorted.join(':');
}

export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index];
    if (!className) continue;
    const { variants, utility, important, hasPostfix } = parse(className);
    const group = classGroup(utility);
    if (!group) {
      kept.push(className);
      continue;
    }
    const prefix = variantKey(variants) + (important ? '!' : '');
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const conflict of CONFLICTS[group] ?? []) taken.add(prefix + conflict);
    if (hasPostfix && group === 'font-size') taken.add(`${prefix}leading`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
