// Search data of the seed: merchant keywords (the words shoppers use that a name lacks), the goods'
// search columns computed as they are written, and then the pinyin of shops and sites and the
// suggestion terms (modules/search).
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { createPostgresSearch, rowsOf } from '../modules/search';
import { searchFields } from '../modules/search/text';

/** By a word of the goods name: the synonyms and common names a merchant would enter. */
const KEYWORDS: [string, string][] = [
  ['猕猴桃', '奇异果 弥猴桃 猕猴桃'],
  ['马铃薯', '土豆 洋芋 地蛋'],
  ['脐橙', '橙子 甜橙 赣南橙'],
  ['沃柑', '橘子 柑橘'],
  ['蜜柚', '柚子 文旦'],
  ['芒果', '芒果干 杧果'],
  ['凤梨', '菠萝'],
  ['菠萝', '凤梨'],
  ['火龙果', '红龙果 仙蜜果'],
  ['香梨', '梨子 库尔勒梨'],
  ['苹果', '红富士 冰糖心'],
  ['大米', '稻米 新米 粳米'],
  ['香米', '稻米 长粒香'],
  ['贡米', '稻米'],
  ['小米', '黄小米 粟米'],
  ['莜面', '燕麦面'],
  ['螺蛳粉', '米粉 柳州螺狮粉'],
  ['山茶油', '茶籽油 油茶'],
  ['菜籽油', '菜油 压榨油'],
  ['胡麻油', '亚麻籽油'],
  ['黄金茶', '绿茶 保靖茶'],
  ['普洱', '普洱茶 熟普 生普'],
  ['黑茶', '茯砖 千两茶'],
  ['菊花', '菊花茶 胎菊'],
  ['沙棘', '沙棘果汁 醋柳'],
  ['红枣', '大枣 枣子'],
  ['枸杞', '枸杞子 宁夏红'],
  ['核桃', '胡桃 山核桃'],
  ['腊肉', '烟熏肉 腊味'],
  ['香肠', '腊肠 腊味'],
  ['滩羊', '羊肉 羔羊肉'],
  ['牛肉', '黄牛肉'],
  ['黑猪', '猪肉 土猪肉'],
  ['土鸡', '走地鸡 散养鸡 柴鸡'],
  ['鸡蛋', '土鸡蛋 柴鸡蛋 笨鸡蛋'],
  ['小龙虾', '龙虾 蝲蛄'],
  ['海带', '昆布'],
  ['紫菜', '海苔'],
  ['虾干', '虾米 海米'],
  ['香菇', '冬菇 花菇 蘑菇'],
  ['木耳', '黑木耳 云耳'],
  ['松茸', '松口蘑 菌子'],
  ['山药', '淮山 怀山药'],
  ['竹笋', '笋干 春笋'],
  ['蜂蜜', '土蜂蜜 百花蜜'],
  ['天麻', '赤箭'],
  ['三七', '田七'],
  ['米酒', '醪糟 甜酒'],
  ['青稞酒', '青稞 藏酒'],
  ['鲜花饼', '玫瑰饼'],
  ['番茄', '西红柿'],
  ['西红柿', '番茄'],
  ['土豆', '马铃薯 洋芋'],
];

/** The keywords of a goods by its name (distinct words, the name's own words left out), at most 255 characters. */
export function seedKeywords(goodsName: string): string {
  const words = new Set<string>();
  for (const [word, synonyms] of KEYWORDS) {
    if (!goodsName.includes(word)) continue;
    for (const s of synonyms.split(' ')) if (!goodsName.includes(s)) words.add(s);
  }
  return [...words].join(' ').slice(0, 255);
}

/** A goods row as the seed writes it: with its keywords and search columns. */
export function withSearchFields<T extends { goodsName: string }>(row: T): T & { keywords: string } & ReturnType<typeof searchFields> {
  const keywords = seedKeywords(row.goodsName);
  return { ...row, keywords, ...searchFields(row.goodsName, keywords) };
}

/** After every seed part: what a write left for later, and the suggestion terms when anything changed or none exist. */
export async function seedSearchData(db: Db): Promise<Record<string, number>> {
  const search = createPostgresSearch(db);
  const [{ n }] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from search_suggest_term`));
  const { fillSearchFields } = await import('../modules/search/fill');
  const filled = await fillSearchFields(db);
  if (Number(n) > 0 && filled.goods + filled.shops + filled.sites === 0) return {};
  const { terms } = await search.refresh();
  return { search_filled_goods: filled.goods, search_suggest_terms: terms };
}
