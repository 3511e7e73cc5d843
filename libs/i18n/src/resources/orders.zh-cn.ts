/**
 * Member order pages (order_list, order_detail and variants, logistics): zh-cn strings, the `orders` group of zh-cn.ts (`t('orders.…')`); en-us mirrors it in
 * orders.en-us.ts.
 */
export const ordersZhCN = {
  status: {
    UNPAID: '待付款',
    REVIEWING: '待审核',
    PAID: '待发货',
    SHIPPED: '待收货',
    COMPLETED: '已完成',
    CLOSED: '已关闭',
  },
  refundStatus: {
    APPLIED: '退款中',
    REFUNDED: '已退款',
    REFUSED: '已拒绝',
    CANCELLED: '已撤销',
  },
  deliveryType: {
    EXPRESS: '快递配送',
    LOCAL_DELIVERY: '同城配送',
    PICKUP: '门店自提',
    VIRTUAL: '虚拟商品',
  },
} as const;
