/**
 * What search engines read: the meta descriptions of the public pages, the `seo`
 * group of zh-cn.ts (`t('seo.…')`); en-us mirrors it in seo.en-us.ts.
 */
export const seoZhCN = {
  siteDescription: '消费帮扶特产商城：汇集各地农民专业合作社与帮扶企业的地方特产、832 平台产品，以购代捐，助力乡村振兴。',
  list: '地方特产商品列表：各地农民专业合作社与帮扶企业的特产、832 平台产品，可按销量、价格、上架时间排序。',
  listKeyword: '“{{keyword}}”相关的地方特产商品：价格、销量与评价，可按销量、价格、上架时间排序。',
  listCategory: '{{category}}：各地帮扶特产商品，可按销量、价格、上架时间排序。',
  category: '全部商品分类：按分类浏览各地农特产品、帮扶产品与 832 平台产品。',
  brand: '品牌专区：各地特产品牌及其商品。',
  street: '店铺街：各地农民专业合作社与帮扶企业的店铺。',
  streetKeyword: '“{{keyword}}”相关的店铺：各地农民专业合作社与帮扶企业。',
  shop: '{{name}}：在售 {{goodsNum}} 件地方特产，产地直供，消费帮扶。',
  shopList: '商家列表：各地农民专业合作社、帮扶企业与特产店铺。',
  supportList: '帮扶单位：参与消费帮扶的机关、企事业单位及其帮扶的特产商品。',
  support: '{{name}}：帮扶单位及其帮扶的地方特产商品。',
  regionHall: '{{name}}：地方特产馆，汇集当地农民专业合作社与帮扶企业的特产。',
  regionHalls: '地方馆：按地区浏览各地特产馆与帮扶商品。',
} as const;
