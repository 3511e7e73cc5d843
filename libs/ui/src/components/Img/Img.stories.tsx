import preview from '../../storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { Img } from './Img';
import { defaultImagesFixture, pictureFixture } from '../../fixtures/defaultImages';

const tea = pictureFixture('#7cb342', '#33691e');
// A data URL that cannot decode: fails without any network request.
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = preview.meta({
  component: Img,
  args: { src: tea, alt: '湘西黄金茶', width: 200, height: 200 },
});

export const Default = meta.story();

export const BrokenFallsBackToGoods = meta.story({
  args: { src: broken, alt: '图片加载失败的商品' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByAltText('图片加载失败的商品');
    await waitFor(() => expect(img).toHaveAttribute('src', defaultImagesFixture.goods));
    await expect(img).toHaveAttribute('data-fallback', 'goods');
  },
});

export const BrokenShopLogo = meta.story({
  args: { src: broken, alt: '湘西农家特产店', fallback: 'shop', width: 120, height: 120 },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByAltText('湘西农家特产店');
    await waitFor(() => expect(img).toHaveAttribute('src', defaultImagesFixture.shop));
  },
});

export const Empty = meta.story({
  args: { src: null, alt: '暂无图片', fallback: 'brand' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByAltText('暂无图片')).toHaveAttribute('src', defaultImagesFixture.brand);
  },
});

export const LongAltText = meta.story({
  args: { alt: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g', fit: 'contain' },
});

export const AllDefaultImages = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {(['goods', 'head', 'shop', 'city', 'supply', 'store', 'category', 'brand'] as const).map((kind) => (
        <figure key={kind} style={{ margin: 0 }}>
          <Img src={null} alt="" fallback={kind} width={96} height={96} />
          <figcaption>{kind}</figcaption>
        </figure>
      ))}
    </div>
  ),
});
