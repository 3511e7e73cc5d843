// A fake mall-api behind an injected fetch: records every call and answers from handlers.
import type { CartItem, EndpointPath, GoodsSummary, ResponseOf } from '@mall/rest-contract';

type GoodsDetail = ResponseOf<'/api/goodssku/detail'>;

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

type Handler = (body: Record<string, unknown>) => Envelope | Promise<Envelope>;

export const ok = <P extends EndpointPath>(_path: P, data: ResponseOf<P>): Envelope => ({
  code: 0,
  message: '操作成功',
  data,
});
export const fail = (code: number, message: string): Envelope => ({ code, message, data: null });

/** A goods of a list, named and priced after its sku; `over` changes any field. */
export const goodsRow = (sku: number, over: Partial<GoodsSummary> = {}): GoodsSummary => ({
  sku_id: sku,
  goods_id: sku * 10,
  goods_name: `赣南脐橙 ${sku}`,
  sku_name: `赣南脐橙 ${sku} 5斤装`,
  sku_image: `/upload/g/${sku}.svg`,
  price: '59.90',
  discount_price: '49.90',
  recommend_way: 3,
  tag_type: 1,
  tag_level: 4,
  site_id: 3,
  sale_num: 100 + sku,
  ...over,
});

/** The detail of sku 101 (赣南脐橙 5斤装 of shop 3), one sku and no specs; `over` changes any field. */
export const goodsDetail = (over: Partial<GoodsDetail> = {}): GoodsDetail => ({
  sku_id: 101,
  goods_id: 10,
  goods_name: '赣南脐橙',
  sku_name: '赣南脐橙 5斤装',
  spec_name: '5斤装',
  price: '59.90',
  discount_price: '49.90',
  stock: 20,
  sale_num: 300,
  evaluate_num: 12,
  goods_image: ['/upload/g/1.svg'],
  sku_image: '/upload/g/1.svg',
  introduction: '<p>好橙子</p>',
  brief: '江西脐橙',
  recommend_way: 3,
  tag_type: 1,
  tag_level: 4,
  is_on_shelf: true,
  category_id: 7,
  category_id_1: 1,
  category_id_2: 4,
  brand_id: null,
  brand_name: '',
  site_id: 3,
  shop: {
    site_id: 3,
    site_name: '合作社3',
    shortname: '社3',
    avatar: '',
    logo: '',
    province: '江西',
    address: '江西赣州',
    telephone: '0797-1234567',
  },
  spec_list: [],
  sku_list: [
    { sku_id: 101, spec_name: '5斤装', sku_image: '', price: '59.90', discount_price: '49.90', stock: 20 },
  ],
  ...over,
});

/** A valid cart line (3 × 五常大米 5kg of shop 3); `over` changes any field. */
export const cartLine = (over: Partial<CartItem> = {}): CartItem => ({
  cart_id: 1,
  sku_id: 101,
  sku_name: '五常大米 5kg',
  sku_image: '/upload/g/101.png',
  discount_price: '0.10',
  num: 3,
  stock: 99,
  tag_type: 1,
  tag_level: 2,
  site_id: 3,
  site_name: '五常米业',
  is_invalid: false,
  invalid_reason: '',
  ...over,
});

export const fixtures = {
  '/api/website/info': ok('/api/website/info', {
    site_id: 0,
    title: '特产商城',
    desc: '地方特色农产品',
    keywords: '特产,扶贫',
    logo: '/upload/logo.png',
    web_status: true,
    web_phone1: '400-800-8888',
    web_qrcode: '/upload/qrcode.png',
  }),
  '/api/config/copyright': ok('/api/config/copyright', {
    icp: '京ICP备00000000号',
    address: '北京市朝阳区',
    business_license: '/upload/license.png',
    report: '12345',
    market_supervision_url: 'https://scjg.example.cn',
    copyright_title: '版权所有',
    copyright_link: 'https://mall.example.cn',
    copyright_desc: '© 2026 特产商城',
    gov_record: '京公网安备 11000002000001号',
    gov_url: 'https://beian.example.cn',
  }),
  '/api/config/defaultimg': ok('/api/config/defaultimg', {
    goods: '/upload/default/goods.png',
    head: '/upload/default/head.png',
    shop: '/upload/default/shop.png',
    city: '/upload/default/city.png',
    supply: '/upload/default/supply.png',
    store: '/upload/default/store.png',
    category: '/upload/default/category.png',
    brand: '/upload/default/brand.png',
  }),
  '/api/config/servicer': ok('/api/config/servicer', {
    open: true,
    type: 'self',
    hotline: '400-800-8888',
    third_url: '',
  }),
  '/api/pc/navList': ok('/api/pc/navList', [
    { id: 1, nav_title: '首页', nav_url: '{"url":"/index"}', is_blank: 0, sort: 1 },
    { id: 2, nav_title: '坏链接', nav_url: '{not json', is_blank: 1, sort: 2 },
    { id: 3, nav_title: '无地址', nav_url: '{"title":"x"}', is_blank: 0, sort: 3 },
  ]),
  '/api/adv/detail': ok('/api/adv/detail', {
    adv_position: {
      ap_id: 7,
      ap_name: '首页顶部广告',
      keyword: 'NS_PC_INDEX_TOP',
      is_state: 1,
      ap_width: 1200,
      ap_height: 80,
      background: '#ffffff',
    },
    adv_list: [
      {
        adv_id: 11,
        adv_title: '年货节',
        adv_image: '/upload/adv/1.png',
        adv_url: '{"url":"/promotion/special"}',
        background: '#c00',
      },
    ],
  }),
  '/api/pc/friendlyLink': ok('/api/pc/friendlyLink', [
    {
      id: 1,
      link_title: '中国农业网',
      link_pic: '/upload/link/1.png',
      link_url: 'https://agri.example.cn',
      is_blank: 1,
      sort: 1,
    },
  ]),
  '/api/goodscategory/tree': ok('/api/goodscategory/tree', [
    {
      category_id: 1,
      category_name: '粮油米面',
      level: 1,
      image: '/upload/c/1.png',
      image1: '',
      child_list: [
        { category_id: 2, category_name: '大米', level: 2, image: '', image1: '', child_list: [] },
      ],
    },
  ]),
  '/api/helpclass/lists': ok('/api/helpclass/lists', [
    { class_id: 1, class_name: '新手指南', child_list: [{ id: 1, title: '注册新用户' }] },
  ]),
  '/api/pc/hotSearchWords': ok('/api/pc/hotSearchWords', { words: ['大米', '脐橙'] }),
  '/api/pc/defaultSearchWords': ok('/api/pc/defaultSearchWords', { words: '五常大米' }),
  '/api/pc/floors': ok('/api/pc/floors', [
    {
      block_id: 1,
      style: 1,
      title: '粮油专区',
      left_img: { url: '/upload/f/l.png', link: '/list?category_id=1' },
      bottom_img: { url: '/upload/f/b.png', link: '' },
      goods_list: [
        {
          sku_id: 101,
          goods_id: 10,
          goods_name: '五常大米',
          sku_name: '五常大米 5kg',
          sku_image: '/upload/g/101.png',
          price: '59.90',
          discount_price: '49.90',
          recommend_way: 1,
          tag_type: 1,
          tag_level: 2,
          site_id: 0,
          sale_num: 1200,
        },
      ],
    },
    {
      block_id: 2,
      style: 3,
      title: '生鲜水果',
      category_list: [{ category_id: 3, category_name: '水果', level: 1 }],
      images: [{ url: '/upload/f/3.png', link: '' }],
      goods_list: [],
      brand_list: [{ brand_id: 5, brand_name: '赣南', image_url: '/upload/b/5.png' }],
    },
  ]),
  '/api/pc/noticeAndArticle': ok('/api/pc/noticeAndArticle', {
    notice: [{ id: 1, title: '春节发货通知', create_time: 1767225600 }],
    article: [{ id: 2, title: '如何挑选大米', create_time: 1767225600 }],
  }),
  '/api/pc/floatLayer': ok('/api/pc/floatLayer', {
    is_show: true,
    title: '新人礼包',
    img_url: '/upload/float.png',
    url: '{"url":"/coupon"}',
    number: 1,
  }),
  '/api/captcha/captcha': ok('/api/captcha/captcha', {
    id: 'cap-1',
    img: 'data:image/svg+xml;base64,PHN2Zz4=',
  }),
  '/api/login/login_captcha': ok('/api/login/login_captcha', { pc_login: true }),
  '/api/member/info': ok('/api/member/info', {
    member_id: 42,
    username: 'zhangsan',
    nickname: '张三',
    headimg: '/upload/head/42.png',
    mobile: '13800138000',
    member_level_name: '普通会员',
    balance: '100.50',
    point: 300,
  }),
  '/api/cart/count': ok('/api/cart/count', 3),
  '/api/cart/goodslists': ok('/api/cart/goodslists', [
    cartLine({ site_id: 0, site_name: '特产商城' }),
    cartLine({
      cart_id: 2,
      sku_id: 102,
      sku_name: '赣南脐橙',
      sku_image: '/upload/g/102.png',
      discount_price: '19.99',
      num: 2,
      stock: 10,
      tag_type: 0,
      tag_level: 0,
      site_id: 0,
      site_name: '特产商城',
    }),
  ]),
  '/api/login/login': ok('/api/login/login', { token: 'new-token', expire_time: 0, auto_login: 7 }),
  '/api/login/logout': ok('/api/login/logout', true),
} satisfies Partial<Record<EndpointPath, Envelope>>;

export function fakeRest(overrides: Partial<Record<EndpointPath, Envelope | Handler>> = {}) {
  const calls: RecordedCall[] = [];
  const handlers: Partial<Record<string, Envelope | Handler>> = { ...fixtures, ...overrides };
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path: url.pathname, body });
    const handler = handlers[url.pathname];
    const envelope =
      typeof handler === 'function' ? await handler(body) : (handler ?? fail(-4, '接口不存在'));
    return new Response(JSON.stringify({ ...envelope, timestamp: 0 }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}
