import fc from 'fast-check';
import { SchemaObject } from './openapi-operations';

/** Strings an attacker (or a broken client) sends: every Unicode edge and injection favourite. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800', // unpaired high surrogate
  '\uDC00x', // unpaired low surrogate
  'user\uD800@example.com',
  '\u202Eevil.exe', // right-to-left override
  '\u200B\u200D\uFEFF', // zero-width characters
  'e\u0301\u0301\u0301\u0301', // combining marks
  '👩‍👩‍👧‍👦🔥'.repeat(20),
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  '0x10',
  '9'.repeat(40),
  'a'.repeat(5_000),
  'ä'.repeat(120_000),
  'null',
  'undefined',
  'true',
];

const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER * 10,
  1e308,
  -1e-308,
  2 ** 31,
  2 ** 63,
];

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, { __proto__: { admin: true } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** Query-string forms of numbers and other odd notations. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1e3',
    '1E400',
    '99999999999999999999',
    '-5',
    '0',
    '1.5',
    '0x1F',
    ' 2',
    '2 ',
    'NaN',
    'Infinity',
    '',
    '%00',
    '[]',
    '{}',
    "1' OR '1'='1",
    '\uD800',
    'a'.repeat(3_000),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Path segments that try traversal, encodings and types the route does not expect. */
export const hostilePathSegment: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      '..',
      '%2e%2e',
      'null',
      'undefined',
      '0',
      '-1',
      '99999999999999999999',
      '00000000-0000-0000-0000-000000000000',
      "1' OR '1'='1",
      '__proto__',
      'a'.repeat(2_000),
      '😀',
      '\u202E',
      '\uD800',
    ),
    fc.uuid(),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  )
  .map(encodeLoosely);

/** A value that satisfies the schema, so that a hostile neighbour field is what gets judged. */
export function plausibleValue(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausibleValue(schema.items)] : [];
    case 'object':
      return plausibleObject(schema);
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '3f1f2b4e-8c1d-4e7a-9a0b-2c3d4e5f6a7b';
      if (schema.format === 'uri' || schema.format === 'url') return 'http://127.0.0.1:9/';
      return 'x'.repeat(Math.max(schema.minLength ?? 0, 12));
  }
}

export function plausibleObject(schema: SchemaObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausibleField(k, v)]),
  );
}

/** Field names say more than a bare `type: string` (an e-mail, a URL, a slug...). */
function plausibleField(name: string, schema: SchemaObject): unknown {
  if (schema.type === 'string' && !schema.enum && schema.example === undefined) {
    if (/email/i.test(name)) return 'fuzz@example.com';
    if (/url/i.test(name)) return 'http://127.0.0.1:9/';
    if (/password/i.test(name)) return 'correct-horse-battery';
    if (/slug/i.test(name)) return 'fuzz-org';
  }
  return plausibleValue(schema);
}

/**
 * encodeURIComponent refuses lone surrogates; send them the way a broken client would, as the
 * (invalid) UTF-8 bytes of the surrogate code point.
 */
export function encodeLoosely(value: string): string {
  return [...value]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(ch);
    })
    .join('');
}
