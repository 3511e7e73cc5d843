// Ranking domain: mall-api's snake_case ranking list → the camelCase types of schema/ranking.graphql.
import type { ResponseOf } from '@mall/rest-contract';
import type { RankingPeriod, RankingType } from '../generated/resolvers-types';
import { exactYuanToFen } from '@mall/rest-contract/money';

type Rest = ResponseOf<'/api/pc/ranking_list'>;

export const toRankingEntry = (e: Rest['list'][number]) => ({
  rank: e.rank,
  id: e.id,
  name: e.name,
  money: exactYuanToFen(e.money),
  orderNum: e.order_num,
  siteId: e.site_id,
  orgName: e.org_name,
  username: e.username,
  mobile: e.mobile,
  skuName: e.sku_name,
  createTime: e.create_time,
});

export const toRankingList = (r: Rest) => ({
  type: r.type.toUpperCase() as RankingType,
  period: r.period.toUpperCase() as RankingPeriod,
  level: r.level,
  areaId: r.area_id,
  list: r.list.map(toRankingEntry),
  number: r.number,
  total: exactYuanToFen(r.total),
  addressList: r.address_list.map((a) => ({ id: a.id, name: a.name, level: a.level })),
  orgTypeList: r.org_type_list.map((t) => ({ type: t.type, name: t.name })),
});
