import { encodeLoosely, plausibleObject } from './hostile-values';
import { HostileRequest } from './hostile-requests';
import { Operation } from './openapi-operations';

/**
 * One representative of every class of bad value, put into each field in turn while the other
 * fields stay plausible: the systematic half of the gate (the random half is hostile-requests.ts).
 */
const EDGE_VALUES: [string, unknown][] = [
  ['null', null],
  ['lone surrogate', '\uD800'],
  ['lone surrogate in an address', 'user\uDC00@example.com'],
  ['NUL', 'a\u0000b'],
  ['RTL override', '\u202Eabc'],
  ['combining marks', 'e\u0301\u0301\u0301'],
  ['emoji', '🔥👩‍👩‍👧‍👦'],
  ['huge string', 'x'.repeat(50_000)],
  ['empty string', ''],
  ['number', 12345],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['boolean', true],
  ['array', ['a', 'b']],
  ['object', { nested: { deeper: 'x' } }],
  ['injection', "'; DROP TABLE users; --"],
];

const EDGE_QUERY_VALUES = ['1e3', '99999999999999999999', '-1', '1.5', '0x10', '', '%00', '\uD800'];

export function edgeCaseRequests(op: Operation): HostileRequest[] {
  const out: HostileRequest[] = [];
  const path = op.pathParams.reduce((p, name) => p.replace(`{${name}}`, 'x'), op.path);
  const base = op.body ? plausibleObject(op.body) : undefined;
  for (const field of Object.keys(op.body?.properties ?? {})) {
    for (const [label, value] of EDGE_VALUES) {
      const body = JSON.stringify({ ...base, [field]: value });
      out.push({ path, body, description: `${op.method.toUpperCase()} ${path} ${field}=${label}` });
    }
  }
  for (const { name } of op.queryParams) {
    for (const value of EDGE_QUERY_VALUES) {
      out.push({
        path: `${path}?${name}=${encodeLoosely(value)}`,
        body: base && op.method !== 'get' ? JSON.stringify(base) : undefined,
        description: `${op.method.toUpperCase()} ${path} ?${name}=${value}`,
      });
    }
  }
  for (const name of op.pathParams) {
    for (const value of ['%00', '%2e%2e', encodeURIComponent('\uFFFD'), 'a'.repeat(1_000)]) {
      const p = op.pathParams.reduce(
        (acc, n) => acc.replace(`{${n}}`, n === name ? value : 'x'),
        op.path,
      );
      out.push({ path: p, body: base ? JSON.stringify(base) : undefined, description: `${p}` });
    }
  }
  return out;
}
