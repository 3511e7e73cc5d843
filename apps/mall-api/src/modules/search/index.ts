// The one search interface of mall-api. The catalogue's goods list, the header's suggestions and the
// shop search call it; today's implementation is PostgreSQL (PGlite or a server: gram and latin
// postings, pg_trgm on pinyin, grouping sets for facets). The README says how a search engine would sit behind it.
import type { Suggestion } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { foldGramFacets } from './facets';
import { fillSearchFields } from './fill';
import { searchGoods, type GoodsQuery, type GoodsSearchResult } from './goods';
import { refreshSuggestTerms, suggest } from './suggest';

export type { GoodsQuery, GoodsSearchResult } from './goods';
export { rowsOf } from './rows';
export { searchFields, namesPinyin } from './text';
export { shopKeywordMatch, siteKeywordMatch } from './suggest';

export interface SearchEngine {
  /** A page of goods for the filters and keyword, with the facet counts when asked. */
  goods(query: GoodsQuery): Promise<GoodsSearchResult>;
  /** Up to `size` suggestions for what the shopper has typed so far. */
  suggest(keyword: string, kind: 'goods' | 'shop', size: number): Promise<Suggestion[]>;
  /** Brings derived data up to date (search columns left for later, facet counts, suggestion terms); idempotent. */
  refresh(): Promise<{ goods: number; terms: number }>;
}

/** Queries go to `reader` (a read replica may answer them); `refresh` writes through `db`. */
export function createPostgresSearch(db: Db, reader: Db = db): SearchEngine {
  return {
    goods: (query) => searchGoods(reader, query),
    suggest: (keyword, kind, size) => suggest(reader, keyword, kind, size),
    async refresh() {
      const filled = await fillSearchFields(db);
      await foldGramFacets(db);
      return { goods: filled.goods, terms: await refreshSuggestTerms(db) };
    },
  };
}

/**
 * Runs `refresh` every SEARCH_REFRESH_SECONDS (default 600; 0 = never) while the app is open: the
 * suggestion terms follow goods writes within minutes. Several instances may all run it (serialised
 * by an advisory lock; each rebuild is one transaction).
 */
export function scheduleSearchRefresh(app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown; log: { warn(o: object, m: string): void } }, search: SearchEngine) {
  const seconds = Number(process.env.SEARCH_REFRESH_SECONDS ?? 600);
  if (!(seconds > 0)) return;
  const timer = setInterval(() => {
    search.refresh().catch((err: unknown) => app.log.warn({ err }, 'search refresh failed'));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
