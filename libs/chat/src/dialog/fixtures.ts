// Chat fixtures for stories and tests (never exported from the lib's index).
import type { ChatMessage, ChatSession } from '@mall/rest-contract';

/** Pictures as data: URIs: Storybook has no mall-api to serve /upload/ paths (they showed as broken images). */
const picture = (label: string, bg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="${bg}"/><circle cx="120" cy="110" r="62" fill="#f39c12"/><text x="120" y="215" font-size="26" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;
export const ORANGE_PICTURE = picture('Navel orange', '#4e8b3a');
const PHOTO_PICTURE = picture('Photo', '#2c6e9b');
const SHOP_AVATAR = picture('Shop', '#b0413e');
const BUYER_AVATAR = picture('Buyer', '#6d6875');

const at = (minutesAgo: number) =>
  Math.floor(new Date('2026-11-24T10:00:00+08:00').getTime() / 1000) - minutesAgo * 60;

const base = {
  session_id: 11,
  site_id: 3,
  member_id: 2,
  goods_sku_id: 0,
  order_id: 0,
  card: null,
  client_msg_id: '',
  create_day: '2026-11-24',
};

export const textMessage: ChatMessage = {
  ...base,
  id: 1,
  seq: 1,
  type: 0,
  content_type: 0,
  consumer_say: '你好[emjoy_01]，请问这款赣南脐橙什么时候发货？',
  servicer_say: '',
  nickname: '山里红',
  create_time: at(12),
};
export const replyMessage: ChatMessage = {
  ...base,
  id: 2,
  seq: 2,
  type: 1,
  content_type: 0,
  consumer_say: '',
  servicer_say: '您好，付款后 48 小时内发货[emjoy_12]',
  nickname: '赣南果园客服小芳',
  create_time: at(10),
};
export const longMessage: ChatMessage = {
  ...base,
  id: 3,
  seq: 3,
  type: 0,
  content_type: 0,
  consumer_say:
    '我想一次买二十箱送给单位的同事们，每箱要分开寄到不同的地址，能不能开一张增值税专用发票，另外能不能帮忙在每箱里放一张祝福卡片，写上“感谢一年的辛苦付出，祝新年快乐”？<b>不是粗体</b>',
  servicer_say: '',
  nickname: '山里红',
  create_time: at(9),
};
export const goodsMessage: ChatMessage = {
  ...base,
  id: 4,
  seq: 4,
  type: 0,
  content_type: 1,
  consumer_say: '赣南脐橙 10斤装 果径75-80mm 现摘现发',
  servicer_say: '',
  goods_sku_id: 12,
  card: {
    sku_id: 12,
    sku_name: '赣南脐橙 10斤装 果径75-80mm 现摘现发',
    sku_image: ORANGE_PICTURE,
    price: '59.90',
  },
  nickname: '山里红',
  create_time: at(8),
};
export const orderMessage: ChatMessage = {
  ...base,
  id: 5,
  seq: 5,
  type: 0,
  content_type: 2,
  consumer_say: '202611201015000001',
  servicer_say: '',
  order_id: 7,
  card: {
    order_id: 7,
    order_no: '202611201015000001',
    order_money: '119.80',
    order_status_name: '待发货',
    sku_name: '赣南脐橙 10斤装',
    sku_image: ORANGE_PICTURE,
    goods_num: 2,
  },
  nickname: '山里红',
  create_time: at(6),
};
export const imageMessage: ChatMessage = {
  ...base,
  id: 6,
  seq: 6,
  type: 1,
  content_type: 3,
  consumer_say: '',
  servicer_say: PHOTO_PICTURE,
  nickname: '赣南果园客服小芳',
  create_time: at(5),
};

export const conversation: ChatMessage[] = [
  textMessage,
  replyMessage,
  longMessage,
  goodsMessage,
  orderMessage,
  imageMessage,
];

const session = (s: Partial<ChatSession>): ChatSession => ({
  session_id: 11,
  shop_id: 3,
  shop_name: '赣南脐橙果园直供店',
  avatar: SHOP_AVATAR,
  logo: '',
  member_id: 2,
  nickname: '山里红',
  member_headimg: BUYER_AVATAR,
  online: true,
  add_time: at(5),
  content: '您好，付款后 48 小时内发货[emjoy_12]',
  content_type: 0,
  unread: 2,
  servicer_id: 1,
  last_seq: 6,
  ...s,
});

export const sessions: ChatSession[] = [
  session({}),
  session({
    session_id: 12,
    shop_id: 5,
    shop_name: '新疆阿克苏冰糖心苹果与和田大枣原产地合作社旗舰店',
    online: false,
    unread: 0,
    content: '',
    content_type: 1,
    add_time: at(300),
  }),
  session({
    session_id: 13,
    shop_id: 8,
    shop_name: '湘西土家腊肉',
    unread: 120,
    content: '[emjoy_03]',
    add_time: at(2000),
  }),
];
