// Realistic trades for stories and tests (never exported from src/index.ts).
import type { TickerItem } from './components/TradeTicker/TradeTicker';

export const tradesFixture: TickerItem[] = [
  { id: 9012, username: '张**', mobile: '138****8000', skuName: '湘西腊肉 500g 农家柴火烟熏', money: 5990 },
  { id: 9011, username: '李**', mobile: '139****2231', skuName: '普洱熟茶饼 357g 2019 年勐海古树', money: 16800 },
  { id: 9010, username: '欧**', mobile: '136****0917', skuName: '赣南脐橙 5kg 礼盒装 果径 75-80mm 当季现摘产地直发顺丰冷链包邮到家', money: 7980 },
  { id: 9009, username: '王**', mobile: '158****6620', skuName: '宁夏中宁枸杞 250g', money: 4500 },
];
