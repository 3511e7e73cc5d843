// The ranking call (issue 16), spread into `endpoints`.
import { z } from 'zod';
import * as r from './ranking';

type Auth = 'none' | 'optional' | 'required';
interface Endpoint<Req extends z.ZodType, Res extends z.ZodType> {
  request: Req;
  response: Res;
  auth: Auth;
  summary: string;
}
const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

export const rankingEndpoints = {
  '/api/pc/ranking_list': endpoint({ request: r.rankingListRequest, response: r.rankingList, auth: 'none', summary: '排行榜与实时成交' }),
};
