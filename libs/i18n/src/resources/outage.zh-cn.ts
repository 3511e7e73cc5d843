/**
 * The outage page storefront-server answers (503 with Retry-After) when a page cannot be rendered:
 * mall-api or its database down (`unavailable`), or a render that did not finish in time (`busy`).
 * Not part of the storefront's messages: only the server writes this page (see ../outage.ts).
 */
export const outageZhCN = {
  siteTitle: '消费帮扶特产商城',
  reload: '刷新页面',
  home: '返回首页',
  unavailable: {
    title: '服务暂时不可用',
    body: '商城的服务暂时无法连接，可能正在维护或重启。您的购物车、订单和余额都已妥善保存，请稍后刷新本页。',
  },
  busy: {
    title: '访问人数较多，页面暂时无法打开',
    body: '当前访问人数较多，页面未能及时生成。请稍后刷新本页重试。',
  },
} as const;
