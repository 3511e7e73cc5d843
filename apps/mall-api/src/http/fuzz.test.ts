// A property-based fuzz (fast-check) over every REST route's request schema. Bodies
// mix the route's own field names with hostile values (int4 + 1, 1e308, negative, huge strings, wrong
// types, nesting) and arbitrary JSON, with and without a valid session. No body may answer 5xx.
// Each route also gets every field set at once to each edge value (int4 + 1, -1, 1e308, a 5,000-character
// string, [], {}, null, true, NUL, lone surrogates, bidi overrides, 4-byte emoji). It runs on PGlite and, in the
// PostgreSQL run of this project (DATABASE_URL), on PostgreSQL, which refuses a NUL byte PGlite took. Fixed seed (FUZZ_SEED to change it); FUZZ_RUNS random bodies per route
// (default 20). The counts are printed.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointPath } from '@mall/rest-contract';
import { login, testAppPerFile } from '../test/harness';

const SEED = Number(process.env.FUZZ_SEED ?? 18);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let token: string;
const t = testAppPerFile();
beforeAll(async () => {
  token = await login(t.app);
});

/** Top-level field names of a request schema (zod 4 object, possibly wrapped). */
function fieldNames(schema: unknown, depth = 0): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> & { type: string } } })?._zod?.def;
  if (!def || depth > 6) return [];
  if (def.type === 'object') return Object.keys(def['shape'] as object);
  for (const key of ['innerType', 'in', 'out', 'left', 'right']) {
    const names = fieldNames(def[key], depth + 1);
    if (names.length) return names;
  }
  if (def.type === 'union') return (def['options'] as unknown[]).flatMap((o) => fieldNames(o, depth + 1));
  return [];
}

/** Text PostgreSQL refuses (NUL), cannot encode (lone surrogates) or that hides itself (bidi overrides), and 4-byte characters. */
const HOSTILE_TEXT = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\u202Eexe.txt', '\u200F名字\u200E', '😀', '𠮷野家😀👨‍👩‍👧', '\u0007\u001B[31m'];

const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1, 0, 0.5, -0.0001, '2147483648', '1e400', '', ' ', 'null', '0x10', '١٢٣'),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('长'.repeat(5000)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(2147483648)), { maxLength: 30 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

function bodies(path: EndpointPath): fc.Arbitrary<unknown> {
  const names = fieldNames(endpoints[path].request);
  const shaped = names.length
    ? fc.record(Object.fromEntries(names.map((n) => [n, hostile])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 4 });
  return fc
    .tuple(fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) }), fc.boolean())
    .map(([body, withToken]) =>
      withToken && body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, token } : body,
    );
}

/** Every field at once set to each value a column boundary or a type check meets first. */
const EDGE_VALUES: unknown[] = [2147483648, '2147483648', -2147483649, 1e308, -1, '长'.repeat(5000), [], {}, null, true, ...HOSTILE_TEXT];
function edgeBodies(path: EndpointPath): unknown[] {
  const names = fieldNames(endpoints[path].request);
  return [...EDGE_VALUES.map((v) => ({ ...Object.fromEntries(names.map((n) => [n, v])), token })), { token: '\u0000' }, { token: `${token}\uD800` }];
}

// Calls that end the demo member's session run last, so the others run with a live token.
const ENDS_SESSION = /logout|cancel|modifypassword|password/i;
const paths = (Object.keys(endpoints) as EndpointPath[]).sort((a, b) => Number(ENDS_SESSION.test(a)) - Number(ENDS_SESSION.test(b)));

describe('REST fuzz', () => {
  it(`no 5xx for any body on any of the ${paths.length} routes`, async () => {
    let tried = 0;
    const failures: { path: string; status: number; body: unknown }[] = [];
    for (const [i, path] of paths.entries()) {
      for (const body of [...edgeBodies(path), ...fc.sample(bodies(path), { numRuns: RUNS, seed: SEED + i })]) {
        const res = await t.app.inject({ method: 'POST', url: path, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        tried++;
        if (res.statusCode >= 500) failures.push({ path, status: res.statusCode, body });
      }
    }
    console.log(`REST fuzz: ${tried} requests over ${paths.length} routes, ${failures.length} answered 5xx (seed ${SEED}, ${RUNS} per route)`);
    expect(failures.map((f) => `${f.path} ${f.status} ${JSON.stringify(f.body).slice(0, 300)} (FUZZ_SEED=${SEED})`)).toEqual([]);
  }, 240_000);
});
