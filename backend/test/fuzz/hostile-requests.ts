import fc from 'fast-check';
import {
  encodeLoosely,
  hostilePathSegment,
  hostileQueryValue,
  hostileScalar,
  plausibleObject,
} from './hostile-values';
import { Operation } from './openapi-operations';

export interface HostileRequest {
  path: string;
  /** Raw body text sent as application/json (undefined: no body). */
  body?: string;
  /** What was done to the request, printed when an assertion fails. */
  description: string;
}

/** Bodies that are not the object any route expects. */
const BROKEN_BODIES = [
  '{"username": "abc",',
  '[]',
  '"just a string"',
  'null',
  '123',
  'true',
  '{"a":'.repeat(200) + '1' + '}'.repeat(200),
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"role": "admin"}}}',
  '\u0000',
  '{}',
];

export function hostileRequest(op: Operation): fc.Arbitrary<HostileRequest> {
  const path = fc.tuple(...op.pathParams.map(() => hostilePathSegment)).map((segments) => {
    let filled = op.path;
    op.pathParams.forEach((name, i) => (filled = filled.replace(`{${name}}`, segments[i])));
    return filled;
  });
  const query = op.queryParams.length
    ? fc
        .array(fc.tuple(fc.constantFrom(...op.queryParams.map((p) => p.name)), hostileQueryValue), {
          minLength: 1,
          maxLength: 3,
        })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeLoosely(v)}`).join('&'))
    : fc.constant('');
  const body = op.body || op.method !== 'get' ? bodyFor(op) : fc.constant(undefined);
  return fc.tuple(path, query, body).map(([p, q, b]) => ({
    path: q ? `${p}?${q}` : p,
    body: b?.text,
    description: `${op.method.toUpperCase()} ${q ? `${p}?${q}` : p} body=${b?.kind ?? 'none'}`,
  }));
}

function bodyFor(op: Operation): fc.Arbitrary<{ text: string; kind: string } | undefined> {
  const broken = fc.constantFrom(...BROKEN_BODIES).map((text) => ({ text, kind: 'broken' }));
  const fields = Object.keys(op.body?.properties ?? {});
  if (!fields.length) return fc.oneof(broken, fc.constant(undefined));
  const base = plausibleObject(op.body!);
  const mutated = fc
    .record({
      targets: fc.subarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) }),
      values: fc.array(hostileScalar, { minLength: 2, maxLength: 2 }),
      extra: fc.constantFrom(undefined, '__proto__', 'constructor', 'role', 'isAdmin', 'id'),
      drop: fc.boolean(),
    })
    .map(({ targets, values, extra, drop }) => {
      const obj: Record<string, unknown> = { ...base };
      targets.forEach((field, i) => {
        if (drop && i === 0) delete obj[field];
        else obj[field] = values[i];
      });
      // JSON.stringify drops a "__proto__" own key set through assignment, so splice it in.
      let text = JSON.stringify(obj);
      if (extra) text = text.replace(/^\{/, `{"${extra}":{"polluted":true},`).replace(',}', '}');
      return { text, kind: `fields ${targets.join('+')}${extra ? ` +${extra}` : ''}` };
    });
  return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: broken, weight: 1 });
}
