// The ranking call, spread into `endpoints`.
import { endpoint } from './endpoint';
import * as r from './ranking';


export const rankingEndpoints = {
  '/api/pc/ranking_list': endpoint({ request: r.rankingListRequest, response: r.rankingList, auth: 'none', summary: '排行榜与实时成交' }),
};
