import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { pageAssets } from '../ssr-assets-plugin';

const chunk = (fileName: string, imports: string[], css: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  viteMetadata: { importedCss: new Set(css) },
});

describe('pageAssets (the SSR assets manifest)', () => {
  it('lists a page chunk with the chunks it imports, CSS first collected, and never a chunk the build did not write', () => {
    // routes.css.ts.vanilla-x.js held only CSS: the build dropped it, but the page chunk's import list still names it.
    const bundle = {
      'assets/GoodsDetailRoute-a.js': chunk('assets/GoodsDetailRoute-a.js', ['assets/shared-b.js', 'assets/routes.css.ts.vanilla-x.js'], ['assets/GoodsDetailRoute-a.css'], '/libs/catalogue/src/routes/GoodsDetailRoute.tsx'),
      'assets/shared-b.js': chunk('assets/shared-b.js', [], ['assets/shared-b.css']),
    } as unknown as OutputBundle;
    const pages = pageAssets(bundle, new Map([['/libs/catalogue/src/routes/GoodsDetailRoute', 'goodsDetail']]));
    expect(pages.goodsDetail).toEqual({
      css: ['assets/shared-b.css', 'assets/GoodsDetailRoute-a.css'],
      js: ['assets/shared-b.js', 'assets/GoodsDetailRoute-a.js'],
    });
  });
});
