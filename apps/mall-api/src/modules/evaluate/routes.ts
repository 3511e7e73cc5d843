import type { PartialHandlers } from '../../http/types';
import type { EvaluateService } from './service';

export const evaluateRoutes = (evaluations: EvaluateService) =>
  ({
    '/api/goodsevaluate/page': ({ input }) => evaluations.page(input.goods_id, input.explain_type, input.has_image === 1, input.page, input.page_size),
  }) satisfies PartialHandlers;
