// Ranking resolvers against the fake REST: enum and argument mapping to the REST body, snake → camel,
// and bad arguments refused before any REST call.
import { describe, expect, it } from 'vitest';
import { fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

function setup() {
  const rest = fakeRest({
    '/api/pc/ranking_list': (body) =>
      ok('/api/pc/ranking_list', {
        type: body.type as 'area',
        period: body.period as 'all',
        level: 2,
        area_id: 430000,
        list: [{ rank: 1, id: 430100, name: '长沙市', money: '612300.00', order_num: 12, site_id: 0, org_name: '', username: '', mobile: '', sku_name: '', create_time: 0 }],
        number: 12,
        total: '612300.00',
        address_list: [{ id: 430000, name: '湖南省', level: 1 }],
        org_type_list: [],
      }),
  });
  return graphqlOver(rest);
}

describe('ranking resolvers', () => {
  it('sends the REST body and maps the answer', async () => {
    const { rest, gql } = setup();
    const body = await gql(`{ rankingList(type: AREA, areaId: 430000, level: 3, period: YEAR) { type period level areaId number total list { rank id name money orderNum } addressList { id name level } } }`);
    expect(rest.callsTo('/api/pc/ranking_list')[0].body).toMatchObject({ type: 'area', area_id: 430000, level: 3, org_type: 0, period: 'year', limit: 10 });
    expect(body.data?.rankingList).toEqual({
      type: 'AREA',
      period: 'YEAR',
      level: 2,
      areaId: 430000,
      number: 12,
      total: 61230000,
      list: [{ rank: 1, id: 430100, name: '长沙市', money: 61230000, orderNum: 12 }],
      addressList: [{ id: 430000, name: '湖南省', level: 1 }],
    });
  });

  it('refuses a limit above 50 or a negative area without calling REST', async () => {
    const { rest, gql } = setup();
    for (const args of ['type: SHOP, limit: 51', 'type: AREA, areaId: -1']) {
      const body = await gql(`{ rankingList(${args}) { number } }`);
      expect(body.errors?.[0]?.extensions?.code, args).toBe('BAD_USER_INPUT');
    }
    expect(rest.callsTo('/api/pc/ranking_list')).toHaveLength(0);
  });
});
