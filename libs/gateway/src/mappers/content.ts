// Site and content domain: mall-api's snake_case site settings, navigation, ads, floors, help,
// notices and articles → the camelCase types of schema/schema.graphql and schema/catalogue.graphql.
// Rich text is passed as stored: mall-api sanitises it when it is written.
import {
  type Copyright as RestCopyright,
  type EndpointPath,
  type Floor as RestFloor,
  type ResponseOf,
  type ServicerConfig as RestServicerConfig,
} from '@mall/rest-contract';
import type { Copyright, Floor, ServicerConfig } from '../generated/resolvers-types';
import { parseJsonLink } from '../json-link';
import { toBrand, toGoods } from './catalogue';

type Rest<P extends EndpointPath> = ResponseOf<P>;

/** The Site fields read from /api/website/info. */
export const toSiteInfo = (i: Rest<'/api/website/info'>) => ({
  siteId: i.site_id,
  title: i.title,
  desc: i.desc,
  keywords: i.keywords,
  logo: i.logo,
  webStatus: i.web_status,
  webPhone: i.web_phone1,
  webQrcode: i.web_qrcode,
});

export const toNav = (n: Rest<'/api/pc/navList'>[number]) => ({
  id: n.id,
  title: n.nav_title,
  url: parseJsonLink(n.nav_url),
  isBlank: n.is_blank === 1,
});

export const toFriendlyLink = (l: Rest<'/api/pc/friendlyLink'>[number]) => ({
  id: l.id,
  title: l.link_title,
  pic: l.link_pic,
  url: l.link_url,
  isBlank: l.is_blank === 1,
});

/** The ad position with its ads; null when the keyword names no position. */
export const toAdvPosition = (detail: Rest<'/api/adv/detail'>) => {
  const position = detail.adv_position;
  if (!position) return null;
  return {
    id: position.ap_id,
    name: position.ap_name,
    keyword: position.keyword,
    enabled: position.is_state === 1,
    width: position.ap_width,
    height: position.ap_height,
    background: position.background,
    advs: detail.adv_list.map((a) => ({
      id: a.adv_id,
      title: a.adv_title,
      image: a.adv_image,
      url: parseJsonLink(a.adv_url),
      background: a.background,
    })),
  };
};

export const toHelpClass = (c: Rest<'/api/helpclass/lists'>[number]) => ({
  id: c.class_id,
  name: c.class_name,
  entries: c.child_list.map((e) => ({ id: e.id, title: e.title })),
});

const toEntry = (e: { id: number; title: string; create_time: number }) => ({ id: e.id, title: e.title, createTime: e.create_time });
export const toNoticeAndArticle = (data: Rest<'/api/pc/noticeAndArticle'>) => ({ notices: data.notice.map(toEntry), articles: data.article.map(toEntry) });

export const toFloatLayer = (f: Rest<'/api/pc/floatLayer'>) => ({
  show: f.is_show,
  title: f.title,
  image: f.img_url,
  url: parseJsonLink(f.url),
  number: f.number,
});

export const toCaptcha = (c: Rest<'/api/captcha/captcha'>) => ({ id: c.id, image: c.img });

export function toFloor(f: RestFloor): Floor {
  if (f.style === 1) {
    return {
      __typename: 'FloorStyle1',
      id: f.block_id,
      title: f.title,
      leftImage: { url: f.left_img.url, link: f.left_img.link },
      bottomImage: { url: f.bottom_img.url, link: f.bottom_img.link },
      goods: f.goods_list.map(toGoods),
    };
  }
  return {
    __typename: 'FloorStyle3',
    id: f.block_id,
    title: f.title,
    categories: f.category_list.map((c) => ({ id: c.category_id, name: c.category_name, level: c.level })),
    images: f.images.map((i) => ({ url: i.url, link: i.link })),
    goods: f.goods_list.map(toGoods),
    brands: f.brand_list.map(toBrand),
  };
}

export const toCopyright = (c: RestCopyright): Copyright => ({
  icp: c.icp,
  address: c.address,
  businessLicense: c.business_license,
  report: c.report,
  marketSupervisionUrl: c.market_supervision_url,
  copyrightTitle: c.copyright_title,
  copyrightLink: c.copyright_link,
  copyrightDesc: c.copyright_desc,
  govRecord: c.gov_record,
  govUrl: c.gov_url,
});

export const toServicer = (s: RestServicerConfig): ServicerConfig => ({
  open: s.open,
  type: s.type,
  hotline: s.hotline,
  thirdUrl: s.third_url,
});

// CMS pages: help, notices, articles (list entries and pages with their neighbours).
const neighbour = (n: { id: number; title: string } | null) => (n ? { id: n.id, title: n.title } : null);

export const toHelpEntry = (h: Rest<'/api/help/page'>['list'][number]) => ({
  id: h.id,
  title: h.title,
  classId: h.class_id,
  className: h.class_name,
  createTime: h.create_time,
});
export const toHelp = (h: Rest<'/api/help/info'>) => ({ ...toHelpEntry(h), content: h.content, prev: neighbour(h.prev), next: neighbour(h.next) });

export const toNoticeEntry = (n: Rest<'/api/notice/page'>['list'][number]) => ({ id: n.id, title: n.title, isTop: n.is_top, createTime: n.create_time });
export const toNotice = (n: Rest<'/api/notice/info'>) => ({ ...toNoticeEntry(n), content: n.content, prev: neighbour(n.prev), next: neighbour(n.next) });

export const toArticleEntry = (a: Rest<'/api/article/page'>['list'][number]) => ({
  id: a.id,
  title: a.title,
  cover: a.cover,
  summary: a.summary,
  createTime: a.create_time,
});
export const toArticle = (a: Rest<'/api/article/info'>) => ({ ...toArticleEntry(a), content: a.content, prev: neighbour(a.prev), next: neighbour(a.next) });
