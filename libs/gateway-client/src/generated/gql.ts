/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Captcha {\n  captcha {\n    id\n    image\n  }\n}": typeof types.CaptchaDocument,
    "query HomePage {\n  adv(keyword: \"NS_PC_INDEX\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  floors {\n    __typename\n    ... on FloorStyle1 {\n      id\n      title\n      leftImage {\n        url\n        link\n      }\n      bottomImage {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n    }\n    ... on FloorStyle3 {\n      id\n      title\n      categories {\n        id\n        name\n        level\n      }\n      images {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n      brands {\n        id\n        name\n        image\n      }\n    }\n  }\n  noticeAndArticle(num: 6) {\n    notices {\n      id\n      title\n      createTime\n    }\n    articles {\n      id\n      title\n      createTime\n    }\n  }\n  floatLayer {\n    show\n    title\n    image\n    url\n    number\n  }\n}\n\nfragment HomeGoods on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n  siteId\n}": typeof types.HomePageDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    nickname\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Shell {\n  site {\n    siteId\n    title\n    desc\n    keywords\n    logo\n    webStatus\n    webPhone\n    webQrcode\n    defaultImages {\n      goods\n      head\n      shop\n      city\n      supply\n      store\n      category\n      brand\n    }\n    copyright {\n      icp\n      address\n      businessLicense\n      report\n      marketSupervisionUrl\n      copyrightTitle\n      copyrightLink\n      copyrightDesc\n      govRecord\n      govUrl\n    }\n    servicer {\n      open\n      type\n      hotline\n      thirdUrl\n    }\n  }\n  navList {\n    id\n    title\n    url\n    isBlank\n  }\n  categoryTree {\n    id\n    name\n    level\n    image\n    children {\n      id\n      name\n      level\n      image\n      children {\n        id\n        name\n        level\n        image\n      }\n    }\n  }\n  helpClasses(classNum: 5, childNum: 3) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  friendlyLinks {\n    id\n    title\n    pic\n    url\n    isBlank\n  }\n  hotSearchWords\n  defaultSearchWord\n  adv(keyword: \"NS_PC_INDEX_TOP\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  member {\n    id\n    username\n    nickname\n    headimg\n  }\n  cart {\n    count\n    total\n    items {\n      cartId\n      skuId\n      skuName\n      skuImage\n      discountPrice\n      num\n      tagType\n      tagLevel\n    }\n  }\n}": typeof types.ShellDocument,
    "query GatewayClientSelfCheck {\n  __typename\n}": typeof types.GatewayClientSelfCheckDocument,
};
const documents: Documents = {
    "query Captcha {\n  captcha {\n    id\n    image\n  }\n}": types.CaptchaDocument,
    "query HomePage {\n  adv(keyword: \"NS_PC_INDEX\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  floors {\n    __typename\n    ... on FloorStyle1 {\n      id\n      title\n      leftImage {\n        url\n        link\n      }\n      bottomImage {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n    }\n    ... on FloorStyle3 {\n      id\n      title\n      categories {\n        id\n        name\n        level\n      }\n      images {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n      brands {\n        id\n        name\n        image\n      }\n    }\n  }\n  noticeAndArticle(num: 6) {\n    notices {\n      id\n      title\n      createTime\n    }\n    articles {\n      id\n      title\n      createTime\n    }\n  }\n  floatLayer {\n    show\n    title\n    image\n    url\n    number\n  }\n}\n\nfragment HomeGoods on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n  siteId\n}": types.HomePageDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    nickname\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Shell {\n  site {\n    siteId\n    title\n    desc\n    keywords\n    logo\n    webStatus\n    webPhone\n    webQrcode\n    defaultImages {\n      goods\n      head\n      shop\n      city\n      supply\n      store\n      category\n      brand\n    }\n    copyright {\n      icp\n      address\n      businessLicense\n      report\n      marketSupervisionUrl\n      copyrightTitle\n      copyrightLink\n      copyrightDesc\n      govRecord\n      govUrl\n    }\n    servicer {\n      open\n      type\n      hotline\n      thirdUrl\n    }\n  }\n  navList {\n    id\n    title\n    url\n    isBlank\n  }\n  categoryTree {\n    id\n    name\n    level\n    image\n    children {\n      id\n      name\n      level\n      image\n      children {\n        id\n        name\n        level\n        image\n      }\n    }\n  }\n  helpClasses(classNum: 5, childNum: 3) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  friendlyLinks {\n    id\n    title\n    pic\n    url\n    isBlank\n  }\n  hotSearchWords\n  defaultSearchWord\n  adv(keyword: \"NS_PC_INDEX_TOP\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  member {\n    id\n    username\n    nickname\n    headimg\n  }\n  cart {\n    count\n    total\n    items {\n      cartId\n      skuId\n      skuName\n      skuImage\n      discountPrice\n      num\n      tagType\n      tagLevel\n    }\n  }\n}": types.ShellDocument,
    "query GatewayClientSelfCheck {\n  __typename\n}": types.GatewayClientSelfCheckDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Captcha {\n  captcha {\n    id\n    image\n  }\n}"): typeof import('./graphql').CaptchaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  adv(keyword: \"NS_PC_INDEX\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  floors {\n    __typename\n    ... on FloorStyle1 {\n      id\n      title\n      leftImage {\n        url\n        link\n      }\n      bottomImage {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n    }\n    ... on FloorStyle3 {\n      id\n      title\n      categories {\n        id\n        name\n        level\n      }\n      images {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n      brands {\n        id\n        name\n        image\n      }\n    }\n  }\n  noticeAndArticle(num: 6) {\n    notices {\n      id\n      title\n      createTime\n    }\n    articles {\n      id\n      title\n      createTime\n    }\n  }\n  floatLayer {\n    show\n    title\n    image\n    url\n    number\n  }\n}\n\nfragment HomeGoods on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n  siteId\n}"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    nickname\n  }\n}"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Shell {\n  site {\n    siteId\n    title\n    desc\n    keywords\n    logo\n    webStatus\n    webPhone\n    webQrcode\n    defaultImages {\n      goods\n      head\n      shop\n      city\n      supply\n      store\n      category\n      brand\n    }\n    copyright {\n      icp\n      address\n      businessLicense\n      report\n      marketSupervisionUrl\n      copyrightTitle\n      copyrightLink\n      copyrightDesc\n      govRecord\n      govUrl\n    }\n    servicer {\n      open\n      type\n      hotline\n      thirdUrl\n    }\n  }\n  navList {\n    id\n    title\n    url\n    isBlank\n  }\n  categoryTree {\n    id\n    name\n    level\n    image\n    children {\n      id\n      name\n      level\n      image\n      children {\n        id\n        name\n        level\n        image\n      }\n    }\n  }\n  helpClasses(classNum: 5, childNum: 3) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  friendlyLinks {\n    id\n    title\n    pic\n    url\n    isBlank\n  }\n  hotSearchWords\n  defaultSearchWord\n  adv(keyword: \"NS_PC_INDEX_TOP\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  member {\n    id\n    username\n    nickname\n    headimg\n  }\n  cart {\n    count\n    total\n    items {\n      cartId\n      skuId\n      skuName\n      skuImage\n      discountPrice\n      num\n      tagType\n      tagLevel\n    }\n  }\n}"): typeof import('./graphql').ShellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayClientSelfCheck {\n  __typename\n}"): typeof import('./graphql').GatewayClientSelfCheckDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
