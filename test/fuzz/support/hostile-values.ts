import fc from 'fast-check';

/** Strings that have broken web APIs before: NUL bytes, lone surrogates, huge or blank text, markup, SQL, paths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x'.repeat(20_000),
    "'; DROP TABLE orders; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    'ünïcødé ✓ 🚢',
  ),
);

/** Any JSON value, leaning on the edges: hostile strings, extreme numbers, wrong types, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 0.5, 100, 101, 2 ** 31, -(2 ** 53), 1e308, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside a JSON object (nested objects included). */
const pathsOf = (value: unknown, prefix: readonly string[] = []): string[][] => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
};

const withPath = (value: unknown, path: readonly string[], change: (parent: Record<string, unknown>, key: string) => void): unknown => {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) change(parent, last);
  return copy;
};

/**
 * Bodies near a valid one: a field replaced by a hostile value or removed, an
 * unknown field added (top level or nested), or something that is not the
 * expected object at all.
 */
export const mutatedBody = (valid: Record<string, unknown>): fc.Arbitrary<unknown> => {
  const paths = pathsOf(valid);
  const somePath = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(somePath, hostileValue).map(([path, value]) => withPath(valid, path, (parent, key) => (parent[key] = value))) },
    { weight: 2, arbitrary: somePath.map((path) => withPath(valid, path, (parent, key) => delete parent[key])) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom([], ...paths), hostileString, hostileValue).map(([path, key, value]) => {
        const copy = structuredClone(valid) as Record<string, unknown>;
        let target: unknown = copy;
        for (const step of path) target = (target as Record<string, unknown>)[step];
        if (typeof target === 'object' && target !== null && !Array.isArray(target)) (target as Record<string, unknown>)[`extra${key}`] = value;
        return copy;
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  );
};
