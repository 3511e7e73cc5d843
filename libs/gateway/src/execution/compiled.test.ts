import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, createGateway } from '../gateway';
import { compiledExecutionPlugin, type CompiledExecutionStats } from './compiled';
import { fail, fakeRest } from '../test/fake-rest';

/** Runs the same request `times` times on one gateway and answers every answer's body text. */
async function answers(request: { query: string; variables?: Record<string, unknown> }, times: number, rest = fakeRest()) {
  const gateway = createGateway({ restBaseUrl: 'http://rest.test', fetch: rest.fetch, publicCache: false });
  const texts: string[] = [];
  for (let i = 0; i < times; i++) {
    const response = await gateway.fetch('http://mall.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: 'mall_token=t' },
      body: JSON.stringify(request),
    });
    texts.push(`${response.status} ${await response.text()}`);
  }
  return texts;
}

// The first run of a document is interpreted, later runs execute the compiled query: the answers
// must be the same bytes.
describe('compiled execution', () => {
  it('answers a union, aliases, fragments and variables as the interpreter does', async () => {
    const request = {
      query: `query Home($num: Int!) {
        floors { __typename ... on FloorStyle1 { id title goods { skuId price } } ... on FloorStyle3 { id categories { id name } } }
        first: helpClasses(classNum: $num) { id }
        site { ...SiteTitle }
      }
      fragment SiteTitle on Site { title webPhone }`,
      variables: { num: 2 },
    };
    const [interpreted, ...compiled] = await answers(request, 3);
    expect(interpreted).toMatch(/^200 \{"data":\{"floors":\[\{"__typename":"FloorStyle1"/);
    expect(compiled).toEqual([interpreted, interpreted]);
  });

  it('answers a business error with its path and a null field as the interpreter does', async () => {
    const rest = fakeRest({ '/api/cart/goodslists': () => fail(-1, '购物车暂不可用') });
    const [interpreted, ...compiled] = await answers({ query: '{ site { title } cart { total } }' }, 3, rest);
    expect(interpreted).toContain('购物车暂不可用');
    expect(interpreted).toContain('"path":["cart","total"]');
    expect(interpreted).toContain('"data":null');
    expect(compiled).toEqual([interpreted, interpreted]);
  });

  it('refuses a bad variable the same way every time', async () => {
    const [interpreted, ...compiled] = await answers(
      { query: 'query H($num: Int!) { helpClasses(classNum: $num) { id } }', variables: { num: 'many' } },
      3,
    );
    expect(interpreted).toMatch(/^(200|400) .*"errors"/);
    expect(compiled).toEqual([interpreted, interpreted]);
  });
});

describe('compiled execution of mutations', () => {
  it('never runs a mutation twice, even when it fails', async () => {
    const rest = fakeRest({ '/api/cart/add': () => fail(-1, '库存不足') });
    const texts = await answers({ query: 'mutation { addToCart(skuId: 1, num: 1) { total } }' }, 3, rest);
    expect(texts[0]).toContain('库存不足');
    expect(texts.slice(1)).toEqual([texts[0], texts[0]]);
    expect(rest.callsTo('/api/cart/add')).toHaveLength(3);
  });
});

describe('the compiled execution plugin', () => {
  function server(stats: CompiledExecutionStats) {
    const runs = { hello: 0 };
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { hello(name: String!): String!, broken: String } type Mutation { touch: Int! }',
        resolvers: {
          Query: {
            hello: (_p: unknown, { name }: { name: string }) => `你好，${name}（${++runs.hello}）`,
            broken: () => {
              throw new GraphQLError('坏了');
            },
          },
          Mutation: { touch: () => 1 },
        },
      }),
      plugins: [compiledExecutionPlugin({ stats })],
      logging: false,
    });
    const run = async (query: string, variables?: Record<string, unknown>) => {
      const response = await yoga.fetch('http://x/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    };
    return { run, runs };
  }

  it('interprets a document once, then runs it compiled', async () => {
    const stats = { compiled: 0, reinterpreted: 0 };
    const { run } = server(stats);
    const query = 'query Hi($n: String!) { hello(name: $n) }';
    expect(await run(query, { n: '甲' })).toEqual({ data: { hello: '你好，甲（1）' } });
    expect(stats.compiled).toBe(0);
    expect(await run(query, { n: '乙' })).toEqual({ data: { hello: '你好，乙（2）' } });
    expect(await run(query, { n: '丙' })).toEqual({ data: { hello: '你好，丙（3）' } });
    expect(stats).toEqual({ compiled: 2, reinterpreted: 0 });
  });

  it('answers a compiled query with errors through the interpreter', async () => {
    const stats = { compiled: 0, reinterpreted: 0 };
    const { run, runs } = server(stats);
    const query = '{ hello(name: "丁") broken }';
    await run(query);
    const second = await run(query);
    expect(second.errors?.[0].message).toBe('坏了');
    expect(stats).toEqual({ compiled: 0, reinterpreted: 1 });
    // The resolver ran for the compiled attempt and again for the interpreter's answer.
    expect(runs.hello).toBe(3);
  });

  it('never compiles a mutation', async () => {
    const stats = { compiled: 0, reinterpreted: 0 };
    const { run } = server(stats);
    for (let i = 0; i < 3; i++) expect(await run('mutation { touch }')).toEqual({ data: { touch: 1 } });
    expect(stats).toEqual({ compiled: 0, reinterpreted: 0 });
  });
});
