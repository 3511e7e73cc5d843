import { z } from 'zod';

/** tag_type 1 marks an '832' product; tag_level 2/3/4 province/city/county certified (SPEC §1). */
export const goodsTagFields = { tag_type: z.number().int(), tag_level: z.number().int() };

/** Which goods and which of its skus, by id and name. */
export const goodsSkuNameFields = { sku_id: z.number().int(), goods_id: z.number().int(), goods_name: z.string(), sku_name: z.string() };

export const goodsSummary = z.object({
  ...goodsSkuNameFields,
  sku_image: z.string(),
  /** Yuan, 2 decimals, as a string to avoid float drift (money is fen in the database). */
  price: z.string(),
  discount_price: z.string(),
  recommend_way: z.number().int(),
  ...goodsTagFields,
  site_id: z.number().int(),
  sale_num: z.number().int(),
});
export type GoodsSummary = z.infer<typeof goodsSummary>;

export interface Category {
  category_id: number;
  category_name: string;
  level: number;
  image: string;
  image1: string;
  child_list: Category[];
}
export const category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    category_id: z.number().int(),
    category_name: z.string(),
    level: z.number().int(),
    image: z.string(),
    image1: z.string(),
    child_list: z.array(category),
  }),
);
export const categoryTreeRequest = z.object({
  level: z.coerce.number().int().min(1).max(3).default(3),
  template: z.coerce.number().int().min(1).max(2).default(2),
});

export const imageLink = z.object({ url: z.string(), link: z.string() });
export const brandSummary = z.object({ brand_id: z.number().int(), brand_name: z.string(), image_url: z.string() });
export type BrandSummary = z.infer<typeof brandSummary>;

/** Home floor style 1: title, left image, goods, bottom image (SPEC §2 Home blocks). */
export const floorStyle1 = z.object({
  block_id: z.number().int(),
  style: z.literal(1),
  title: z.string(),
  left_img: imageLink,
  bottom_img: imageLink,
  goods_list: z.array(goodsSummary),
});
/** Home floor style 3: category links, images, goods, brands. */
export const floorStyle3 = z.object({
  block_id: z.number().int(),
  style: z.literal(3),
  title: z.string(),
  category_list: z.array(z.object({ category_id: z.number().int(), category_name: z.string(), level: z.number().int() })),
  images: z.array(imageLink),
  goods_list: z.array(goodsSummary),
  brand_list: z.array(brandSummary),
});
export const floor = z.discriminatedUnion('style', [floorStyle1, floorStyle3]);
export type Floor = z.infer<typeof floor>;
export type FloorStyle1 = z.infer<typeof floorStyle1>;
export type FloorStyle3 = z.infer<typeof floorStyle3>;

export const hotSearchWords = z.object({ words: z.array(z.string()) });
export const defaultSearchWords = z.object({ words: z.string() });
