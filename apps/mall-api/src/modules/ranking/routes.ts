import type { PartialHandlers } from '../../http/types';
import type { RankingService } from './service';

export const rankingRoutes = (r: RankingService) =>
  ({
    '/api/pc/ranking_list': ({ input }) => r.list(input),
  }) satisfies PartialHandlers;
