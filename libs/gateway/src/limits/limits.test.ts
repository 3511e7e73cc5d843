import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createGateway, CSRF_HEADER } from '../gateway';
import { fakeRest } from '../test/fake-rest';
import { GRAPHQL_LIMITS, LimitErrorCode } from './limits';

const ORIGIN = 'http://mall.test';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function setup(options: { development?: boolean; maxRestCalls?: number } = {}) {
  const rest = fakeRest();
  const gateway = createGateway({ restBaseUrl: 'http://rest.test', fetch: rest.fetch, ...options });
  async function gql(query: string, variables: Record<string, unknown> = {}) {
    const response = await gateway.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as GraphQLBody, text };
  }
  return { rest, gql };
}

const codes = (body: GraphQLBody) => (body.errors ?? []).map((e) => e.extensions?.code);
const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

describe('GraphQL limits', () => {
  it('refuses 1,000 aliases of goodsDetail with 400 before any REST call', async () => {
    const { rest, gql } = setup();
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `g${i}: goodsDetail(skuId: ${i + 1}) { skuId }`).join(' ')} }`;
    const { status, body } = await gql(query);
    expect(status).toBe(400);
    expect(codes(body)).toEqual([LimitErrorCode.LIMIT_EXCEEDED]);
    expect(hasChinese(body.errors![0].message)).toBe(true);
    expect(rest.calls).toHaveLength(0);
  });

  it('refuses more aliases than the limit even in a short document', async () => {
    const { rest, gql } = setup();
    const n = GRAPHQL_LIMITS.maxAliases + 1;
    const { status, body } = await gql(`{ ${Array.from({ length: n }, (_, i) => `a${i}: site { title }`).join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors![0].message).toContain(`最多 ${GRAPHQL_LIMITS.maxAliases} 个`);
    expect(rest.calls).toHaveLength(0);
  });

  it('answers 10,000-deep nesting with a Chinese 400, not a 500', async () => {
    const { rest, gql } = setup();
    const depth = 10_000;
    const query = `{ site ${'{ a '.repeat(depth)}${'}'.repeat(depth)} }`;
    const { status, body } = await gql(query);
    expect(status).toBe(400);
    expect(codes(body)).toEqual([LimitErrorCode.LIMIT_EXCEEDED]);
    expect(body.errors![0].message).toContain('查询语句过长');
    expect(rest.calls).toHaveLength(0);
  });

  it('refuses a document deeper than the depth limit that is short enough to parse', async () => {
    const { gql } = setup();
    // categoryTree's children nest: depth limit + 1 levels, well under the token limit.
    const levels = GRAPHQL_LIMITS.maxDepth + 1;
    const query = `{ categoryTree ${'{ children '.repeat(levels - 1)}{ id }${' }'.repeat(levels - 1)} }`;
    const { status, body } = await gql(query);
    expect(status).toBe(400);
    expect(body.errors![0].message).toContain(`最多 ${GRAPHQL_LIMITS.maxDepth} 层`);
  });

  it('the limits are the numbers SECURITY.md states', () => {
    expect(GRAPHQL_LIMITS).toMatchObject({ maxTokens: 2000, maxDepth: 12, maxAliases: 15, maxDirectives: 30, maxCost: 1000, maxRestCalls: 40 });
  });

  it('refuses more directives than the limit before any REST call', async () => {
    const { rest, gql } = setup();
    const spreads = (n: number) => `{ site { ${'... @include(if: true) { title } '.repeat(n)}} }`;
    const { status, body } = await gql(spreads(GRAPHQL_LIMITS.maxDirectives + 1));
    expect(status).toBe(400);
    expect(hasChinese(body.errors![0].message)).toBe(true);
    expect(rest.calls).toHaveLength(0);
    expect((await gql(spreads(GRAPHQL_LIMITS.maxDirectives))).status).toBe(200);
  });

  it('refuses a document over the cost budget', async () => {
    const { rest, gql } = setup();
    // Within depth, aliases and tokens: the same wide selection repeated (no aliases needed; the
    // cost counts every occurrence). 25 × ≈ 53 ≈ 1,320 > 1,000.
    const fields = 'id name image children { id name image children { id name image children { id name image } } }';
    const query = `{ ${Array.from({ length: 25 }, () => `categoryTree { ${fields} }`).join(' ')} }`;
    const { status, body } = await gql(query);
    expect(status).toBe(400);
    expect(body.errors!.map((e) => e.message)).toContain(`查询过于复杂（复杂度上限 ${GRAPHQL_LIMITS.maxCost}）`);
    expect(rest.calls).toHaveLength(0);
  });

  it('answers a syntax error with a Chinese 400', async () => {
    const { gql } = setup();
    const { status, body } = await gql('{ site { title }');
    expect(status).toBe(400);
    expect(codes(body)).toEqual([LimitErrorCode.PARSE_FAILED]);
    expect(body.errors![0].message).toMatch(/^查询语句有语法错误/);
  });

  it('refuses introspection in production and names no field in suggestions', async () => {
    const { status, body } = await setup({ development: false }).gql('{ __schema { types { name } } }');
    expect(status).toBe(400);
    expect(codes(body)).toContain(LimitErrorCode.INTROSPECTION_DISABLED);
    expect(JSON.stringify(body)).not.toContain('"Site"');

    const typo = await setup({ development: false }).gql('{ site { titel } }');
    expect(typo.status).toBe(400);
    expect(codes(typo.body)).toEqual([LimitErrorCode.VALIDATION_FAILED]);
    expect(typo.body.errors![0].message).toMatch(/^查询语句与接口定义不符/);
    expect(typo.text).not.toMatch(/Did you mean/);
  });

  it('keeps introspection and suggestions in development', async () => {
    const { status, body } = await setup({ development: true }).gql('{ __schema { queryType { name } } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await setup({ development: true }).gql('{ site { titel } }');
    expect(typo.text).toMatch(/Did you mean/);
  });

  it('allows __typename, which clients use', async () => {
    const { status, body } = await setup().gql('{ __typename site { __typename title } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('bounds the REST calls of one request: beyond it each call fails at once with a clear error', async () => {
    const { rest, gql } = setup({ maxRestCalls: 2 });
    const { body } = await gql('{ a: goodsDetail(skuId: 1) { skuId } b: goodsDetail(skuId: 2) { skuId } c: goodsDetail(skuId: 3) { skuId } d: goodsDetail(skuId: 4) { skuId } }');
    expect(rest.calls).toHaveLength(2);
    const refused = (body.errors ?? []).filter((e) => e.extensions?.code === 'QUERY_LIMIT_EXCEEDED');
    expect(refused).toHaveLength(2);
    expect(refused[0].message).toContain('最多 2 次后端调用');
  });

  it('counts a repeated identical call once (DataLoader de-duplicates before the bound)', async () => {
    const { rest, gql } = setup({ maxRestCalls: 1 });
    const { body } = await gql('{ a: goodsDetail(skuId: 1) { skuId } b: goodsDetail(skuId: 1) { skuId } }');
    expect(rest.calls).toHaveLength(1);
    expect(codes(body)).not.toContain('QUERY_LIMIT_EXCEEDED');
  });
});

/** Every .graphql document of the storefront, with the fragments it spreads (from any file). */
function storefrontOperations(): { file: string; source: string }[] {
  const root = resolve(__dirname, '../../../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      // The console's documents run against its own schema at /console/graphql, not the storefront's.
      if (name === 'node_modules' || name === 'dist' || name === 'schema' || name.startsWith('console-')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.graphql') && path.includes(`${'/'}graphql${'/'}`)) files.push(path);
    }
  };
  walk(join(root, 'libs'));
  walk(join(root, 'apps/storefront/src'));
  const fragments = new Map<string, DefinitionNode>();
  const operations: { file: string; node: DefinitionNode }[] = [];
  for (const file of files) {
    for (const node of parse(readFileSync(file, 'utf8')).definitions) {
      if (node.kind === Kind.FRAGMENT_DEFINITION) fragments.set(node.name.value, node);
      else operations.push({ file, node });
    }
  }
  return operations.map(({ file, node }) => {
    const included = new Map<string, DefinitionNode>();
    const pending = [node];
    while (pending.length) {
      visit(pending.pop()!, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !included.has(spread.name.value)) {
            included.set(spread.name.value, fragment);
            pending.push(fragment);
          }
        },
      });
    }
    return { file, source: [node, ...included.values()].map((d) => print(d)).join('\n') };
  });
}

describe('the storefront’s own documents stay within the limits', () => {
  const operations = storefrontOperations();

  it('finds the documents', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('no document is refused by a limit, parse or validation', async () => {
    const { gql } = setup();
    const refusedCodes = new Set<unknown>(Object.values(LimitErrorCode));
    const refused: string[] = [];
    for (const { file, source } of operations) {
      const { body } = await gql(source);
      const bad = (body.errors ?? []).filter((e) => refusedCodes.has(e.extensions?.code));
      if (bad.length) refused.push(`${file}: ${bad.map((e) => e.message).join('; ')}`);
    }
    expect(refused).toEqual([]);
    // One run of every storefront document (several hundred): seconds on a busy machine.
  }, 60_000);
});
