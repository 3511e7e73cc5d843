/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type LoginInput = {
  /** Keep me logged in for this many days (0 = this browser session). */
  autoLoginDays?: number | null | undefined;
  captchaCode: string;
  captchaId: string;
  password: string;
  username: string;
};

export type CaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaQuery = { captcha: { id: string, image: string } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { adv: { id: number, enabled: boolean, background: string, advs: Array<{ id: number, title: string, image: string, url: string, background: string }> } | null, floors: Array<
    | { __typename: 'FloorStyle1', id: number, title: string, leftImage: { url: string, link: string }, bottomImage: { url: string, link: string }, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number, siteId: number }> }
    | { __typename: 'FloorStyle3', id: number, title: string, categories: Array<{ id: number, name: string, level: number }>, images: Array<{ url: string, link: string }>, goods: Array<{ skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number, siteId: number }>, brands: Array<{ id: number, name: string, image: string }> }
  >, noticeAndArticle: { notices: Array<{ id: number, title: string, createTime: number }>, articles: Array<{ id: number, title: string, createTime: number }> }, floatLayer: { show: boolean, title: string, image: string, url: string, number: number } };

export type HomeGoodsFragment = { skuId: number, goodsId: number, goodsName: string, skuName: string, skuImage: string, price: string, discountPrice: string, recommendWay: number, tagType: number, tagLevel: number, siteId: number };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, username: string, nickname: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { hotSearchWords: Array<string>, defaultSearchWord: string, site: { siteId: number, title: string, desc: string, keywords: string, logo: string, webStatus: boolean, webPhone: string, webQrcode: string, defaultImages: { goods: string, head: string, shop: string, city: string, supply: string, store: string, category: string, brand: string }, copyright: { icp: string, address: string, businessLicense: string, report: string, marketSupervisionUrl: string, copyrightTitle: string, copyrightLink: string, copyrightDesc: string, govRecord: string, govUrl: string }, servicer: { open: boolean, type: string, hotline: string, thirdUrl: string } }, navList: Array<{ id: number, title: string, url: string, isBlank: boolean }>, categoryTree: Array<{ id: number, name: string, level: number, image: string, children: Array<{ id: number, name: string, level: number, image: string, children: Array<{ id: number, name: string, level: number, image: string }> }> }>, helpClasses: Array<{ id: number, name: string, entries: Array<{ id: number, title: string }> }>, friendlyLinks: Array<{ id: number, title: string, pic: string, url: string, isBlank: boolean }>, adv: { id: number, enabled: boolean, background: string, advs: Array<{ id: number, title: string, image: string, url: string, background: string }> } | null, member: { id: number, username: string, nickname: string, headimg: string } | null, cart: { count: number, total: string, items: Array<{ cartId: number, skuId: number, skuName: string, skuImage: string, discountPrice: string, num: number, tagType: number, tagLevel: number }> } };

export type GatewayClientSelfCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayClientSelfCheckQuery = { __typename: 'Query' };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const HomeGoodsFragmentDoc = new TypedDocumentString(`
    fragment HomeGoods on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
  siteId
}
    `, {"fragmentName":"HomeGoods"}) as unknown as TypedDocumentString<HomeGoodsFragment, unknown>;
export const CaptchaDocument = new TypedDocumentString(`
    query Captcha {
  captcha {
    id
    image
  }
}
    `) as unknown as TypedDocumentString<CaptchaQuery, CaptchaQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  adv(keyword: "NS_PC_INDEX") {
    id
    enabled
    background
    advs {
      id
      title
      image
      url
      background
    }
  }
  floors {
    __typename
    ... on FloorStyle1 {
      id
      title
      leftImage {
        url
        link
      }
      bottomImage {
        url
        link
      }
      goods {
        ...HomeGoods
      }
    }
    ... on FloorStyle3 {
      id
      title
      categories {
        id
        name
        level
      }
      images {
        url
        link
      }
      goods {
        ...HomeGoods
      }
      brands {
        id
        name
        image
      }
    }
  }
  noticeAndArticle(num: 6) {
    notices {
      id
      title
      createTime
    }
    articles {
      id
      title
      createTime
    }
  }
  floatLayer {
    show
    title
    image
    url
    number
  }
}
    fragment HomeGoods on Goods {
  skuId
  goodsId
  goodsName
  skuName
  skuImage
  price
  discountPrice
  recommendWay
  tagType
  tagLevel
  siteId
}`) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    id
    username
    nickname
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ShellDocument = new TypedDocumentString(`
    query Shell {
  site {
    siteId
    title
    desc
    keywords
    logo
    webStatus
    webPhone
    webQrcode
    defaultImages {
      goods
      head
      shop
      city
      supply
      store
      category
      brand
    }
    copyright {
      icp
      address
      businessLicense
      report
      marketSupervisionUrl
      copyrightTitle
      copyrightLink
      copyrightDesc
      govRecord
      govUrl
    }
    servicer {
      open
      type
      hotline
      thirdUrl
    }
  }
  navList {
    id
    title
    url
    isBlank
  }
  categoryTree {
    id
    name
    level
    image
    children {
      id
      name
      level
      image
      children {
        id
        name
        level
        image
      }
    }
  }
  helpClasses(classNum: 5, childNum: 3) {
    id
    name
    entries {
      id
      title
    }
  }
  friendlyLinks {
    id
    title
    pic
    url
    isBlank
  }
  hotSearchWords
  defaultSearchWord
  adv(keyword: "NS_PC_INDEX_TOP") {
    id
    enabled
    background
    advs {
      id
      title
      image
      url
      background
    }
  }
  member {
    id
    username
    nickname
    headimg
  }
  cart {
    count
    total
    items {
      cartId
      skuId
      skuName
      skuImage
      discountPrice
      num
      tagType
      tagLevel
    }
  }
}
    `) as unknown as TypedDocumentString<ShellQuery, ShellQueryVariables>;
export const GatewayClientSelfCheckDocument = new TypedDocumentString(`
    query GatewayClientSelfCheck {
  __typename
}
    `) as unknown as TypedDocumentString<GatewayClientSelfCheckQuery, GatewayClientSelfCheckQueryVariables>;