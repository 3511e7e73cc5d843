/**
 * The ranking board, the trade ticker and the ranking page: zh-cn strings, the `ranking`
 * group of zh-cn.ts (`t('ranking.…')`); en-us mirrors it in ranking.en-us.ts.
 */
export const rankingZhCN = {
  title: '排行榜',
  tabsLabel: '排行榜分类',
  tabs: {
    AREA: '地区采购榜',
    COMPANY: '单位采购榜',
    VOUCHER: '单位充值榜',
    SHOP: '商家销售榜',
  },
  region: '地区',
  allRegions: '全国',
  unitType: '单位类型',
  allUnitTypes: '全部类型',
  rank: '排名',
  name: {
    AREA: '地区',
    COMPANY: '单位',
    VOUCHER: '单位',
    SHOP: '商家',
  },
  money: {
    AREA: '采购额（万元）',
    COMPANY: '采购额（万元）',
    VOUCHER: '充值额（万元）',
    SHOP: '销售额（万元）',
  },
  summary: '共 {{number}} 笔 · 合计 {{total}} 万元',
  noData: '暂无数据',
  loading: '正在加载排行榜',
  more: '查看完整榜单',
  ticker: {
    title: '实时交易',
    label: '最新成交订单',
    item: '{{user}} {{mobile}} 购买了 {{sku}}',
    empty: '暂无成交',
    paused: '已暂停滚动',
  },
  page: {
    period: '统计周期',
    periods: {
      MONTH: '本月',
      YEAR: '本年',
      ALL: '全部',
    },
    chart: '前 {{count}} 名柱状图（万元）',
    top: '前 {{count}} 名',
  },
} as const;
