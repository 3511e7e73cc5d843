/**
 * The /cart page (lines, selection, totals, invalid lines): zh-cn strings, the `cartPage` group of zh-cn.ts (`t('cartPage.…')`); en-us mirrors it in
 * cart-page.en-us.ts.
 */
export const cartPageZhCN = {
  heading: '我的购物车',
  allGoods: '全部商品 {{count}}',
  selectAll: '全选',
  columns: {
    goods: '商品信息',
    price: '单价',
    quantity: '数量',
    subtotal: '小计',
    actions: '操作',
  },
  shopLines: '{{shop}}的商品',
  selectShop: '选择{{shop}}的全部商品',
  selectLine: '选择商品：{{name}}',
  quantityOf: '{{name}}的购买数量',
  stock: '库存{{count}}件',
  delete: '删除',
  deleteLine: '删除商品：{{name}}',
  deleteSelected: '删除选中的商品',
  selectedCount: '已选择{{count}}件商品',
  total: '合计（不含运费）：',
  checkout: '去结算',
  checkoutHint: '请选择要结算的商品',
  invalid: {
    title: '失效商品{{count}}件',
    badge: '失效',
    clear: '清空失效商品',
    lines: '失效商品',
  },
  confirm: {
    deleteTitle: '删除商品',
    deleteOne: '确定要删除该商品吗？删除后可在商品页重新加入购物车。',
    deleteSelected: '确定要删除选中的{{count}}种商品吗？',
    clearInvalidTitle: '清空失效商品',
    clearInvalid: '确定要清空全部{{count}}件失效商品吗？',
    ok: '确定删除',
    clearOk: '确定清空',
  },
  empty: {
    goShopping: '去逛逛',
    login: '登录',
    loginHint: '登录后可同步您之前加入购物车的商品',
  },
  error: {
    update: '修改数量失败，请稍后重试',
    delete: '删除失败，请稍后重试',
  },
  updating: '正在更新…',
} as const;
