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
    "query Shell {\n  site {\n    siteId\n    title\n    desc\n    keywords\n    logo\n    webStatus\n    webPhone\n    webQrcode\n    defaultImages {\n      goods\n      head\n      shop\n      city\n      supply\n      store\n      category\n      brand\n    }\n    copyright {\n      icp\n      address\n      businessLicense\n      report\n      marketSupervisionUrl\n      copyrightTitle\n      copyrightLink\n      copyrightDesc\n      govRecord\n      govUrl\n    }\n    servicer {\n      open\n      type\n      hotline\n      thirdUrl\n    }\n  }\n  navList {\n    id\n    title\n    url\n    isBlank\n  }\n  categoryTree {\n    id\n    name\n    level\n    image\n    children {\n      id\n      name\n      level\n      image\n      children {\n        id\n        name\n        level\n        image\n      }\n    }\n  }\n  helpClasses(classNum: 5, childNum: 3) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  friendlyLinks {\n    id\n    title\n    pic\n    url\n    isBlank\n  }\n  hotSearchWords\n  defaultSearchWord\n  adv(keyword: \"NS_PC_INDEX_TOP\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  member {\n    id\n    username\n    nickname\n    headimg\n  }\n  cart {\n    count\n    total\n    items {\n      cartId\n      skuId\n      skuName\n      skuImage\n      discountPrice\n      num\n      tagType\n      tagLevel\n    }\n  }\n}": typeof types.ShellDocument,
    "query CartPage {\n  member {\n    id\n  }\n  cart {\n    ...CartPageCart\n  }\n}": typeof types.CartPageDocument,
    "fragment CartPageCart on Cart {\n  count\n  total\n  items {\n    cartId\n    skuId\n    skuName\n    skuImage\n    discountPrice\n    num\n    stock\n    tagType\n    tagLevel\n    siteId\n    siteName\n    invalid\n    invalidReason\n    promotion {\n      seckill {\n        seckillId\n        seckillPrice\n      }\n      groupbuy {\n        groupbuyId\n        groupbuyPrice\n        minNum\n      }\n      topic {\n        topicName\n        topicPrice\n      }\n      manjian\n    }\n  }\n}": typeof types.CartPageCartFragmentDoc,
    "mutation CartPageDeleteItems($cartIds: [Int!]!) {\n  deleteCartItems(cartIds: $cartIds) {\n    ...CartPageCart\n  }\n}": typeof types.CartPageDeleteItemsDocument,
    "mutation CartPageUpdateItem($cartId: Int!, $num: Int!) {\n  updateCartItem(cartId: $cartId, num: $num) {\n    ...CartPageCart\n  }\n}": typeof types.CartPageUpdateItemDocument,
    "query CheckoutCalculate($input: CheckoutInput!) {\n  checkout(input: $input) {\n    kind\n    goods {\n      skuId\n      goodsId\n      skuName\n      skuImage\n      price\n      num\n      goodsMoney\n      siteId\n      siteName\n    }\n    deliveryType\n    deliveryOptions {\n      type\n      name\n      fee\n    }\n    address {\n      addressId\n      name\n      mobile\n      fullAddress\n    }\n    stores {\n      storeId\n      storeName\n      address\n      telephone\n      openTime\n    }\n    goodsMoney\n    deliveryMoney\n    promotionMoney\n    promotions {\n      siteId\n      text\n      discountMoney\n    }\n    couponMoney\n    coupons {\n      couponId\n      couponName\n      discountMoney\n      usable\n      reason\n    }\n    invoiceMoney\n    invoice {\n      invoiceId\n      invoiceTitle\n      invoiceType\n      rate\n    }\n    orderMoney\n  }\n}": typeof types.CheckoutCalculateDocument,
    "mutation CheckoutCreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    orderId\n    orderNo\n    orderMoney\n    status\n    autoCloseTime\n    repeated\n  }\n}": typeof types.CheckoutCreateOrderDocument,
    "query PayInfo($orderIds: [Int!]!) {\n  payInfo(orderIds: $orderIds) {\n    payMoney\n    balance\n    orders {\n      orderId\n      orderNo\n      orderMoney\n      status\n      autoCloseTime\n    }\n    methods {\n      type\n      name\n      desc\n      isDemo\n      enabled\n    }\n    offlineAccount {\n      bankName\n      accountName\n      accountNo\n      remark\n    }\n    vouchers {\n      voucherId\n      voucherNo\n      voucherName\n      remaining\n      validEnd\n      usableMoney\n    }\n  }\n}": typeof types.PayInfoDocument,
    "mutation PayOrders($orderIds: [Int!]!, $payType: OrderPayType!, $payKey: String!, $voucherId: Int) {\n  payOrders(\n    orderIds: $orderIds\n    payType: $payType\n    payKey: $payKey\n    voucherId: $voucherId\n  ) {\n    paymentId\n    payNo\n    payType\n    payTypeName\n    amount\n    status\n    voucherMoney\n  }\n}": typeof types.PayOrdersDocument,
    "query PayResult($orderIds: [Int!]!, $orderId: Int!) {\n  payInfo(orderIds: $orderIds) {\n    orders {\n      orderId\n      orderNo\n      orderMoney\n      status\n      autoCloseTime\n    }\n  }\n  order(orderId: $orderId) {\n    orderId\n    payType\n    payTypeName\n    payTime\n  }\n}": typeof types.PayResultDocument,
    "mutation PaySubmitTickets($orderIds: [Int!]!, $images: [String!]!, $remark: String, $payKey: String!) {\n  submitPayTickets(\n    orderIds: $orderIds\n    images: $images\n    remark: $remark\n    payKey: $payKey\n  ) {\n    paymentId\n    payNo\n    status\n  }\n}": typeof types.PaySubmitTicketsDocument,
    "query PayTickets($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    status\n  }\n  payTickets(orderId: $orderId) {\n    payMoney\n    orderStatus\n    offlineAccount {\n      bankName\n      accountName\n      accountNo\n      remark\n    }\n    tickets {\n      paymentId\n      payNo\n      amount\n      status\n      statusName\n      orderIds\n      images\n      remark\n      reviewRemark\n      createTime\n      payTime\n    }\n  }\n}": typeof types.PayTicketsDocument,
    "mutation AddFootprint($skuId: Int!) {\n  addFootprint(skuId: $skuId)\n}": typeof types.AddFootprintDocument,
    "mutation AddToCart($skuId: Int!, $num: Int!) {\n  addToCart(skuId: $skuId, num: $num) {\n    count\n  }\n}": typeof types.AddToCartDocument,
    "query Brands($categoryId: Int, $page: Int, $pageSize: Int) {\n  brands(categoryId: $categoryId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      name\n      image\n      recommended\n      goodsNum\n    }\n  }\n}": typeof types.BrandsDocument,
    "query CategoryTree {\n  categoryTree {\n    id\n    name\n    level\n    image\n    image1\n    children {\n      id\n      name\n      level\n      image\n      image1\n      children {\n        id\n        name\n        level\n        image\n        image1\n      }\n    }\n  }\n}": typeof types.CategoryTreeDocument,
    "mutation CollectGoods($skuId: Int!) {\n  collectGoods(skuId: $skuId)\n}": typeof types.CollectGoodsDocument,
    "query Evaluations($goodsId: Int!, $kind: EvaluationKind, $withImages: Boolean, $page: Int, $pageSize: Int) {\n  evaluations(\n    goodsId: $goodsId\n    kind: $kind\n    withImages: $withImages\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    pageCount\n    counts {\n      total\n      good\n      medium\n      bad\n      withImages\n    }\n    list {\n      id\n      memberName\n      memberHeadimg\n      content\n      images\n      scores\n      kind\n      skuName\n      createTime\n      againContent\n      explainFirst\n    }\n  }\n}": typeof types.EvaluationsDocument,
    "mutation FollowShop($shopId: Int!) {\n  followShop(shopId: $shopId)\n}": typeof types.FollowShopDocument,
    "query GoodsDetail($skuId: Int!) {\n  goodsDetail(skuId: $skuId) {\n    skuId\n    goodsId\n    goodsName\n    skuName\n    specName\n    price\n    discountPrice\n    stock\n    saleNum\n    evaluateNum\n    goodsImages\n    skuImage\n    introduction\n    brief\n    recommendWay\n    tagType\n    tagLevel\n    onShelf\n    categoryId\n    brandId\n    brandName\n    isCollected\n    shop {\n      id\n      name\n      shortName\n      avatar\n      logo\n      province\n      address\n      telephone\n    }\n    specs {\n      name\n      values {\n        skuId\n        name\n        selected\n        available\n      }\n    }\n    skus {\n      skuId\n      specName\n      skuImage\n      price\n      discountPrice\n      stock\n    }\n    categoryPath {\n      id\n      name\n      level\n    }\n    manjian {\n      id\n      name\n      type\n      startTime\n      endTime\n      rules {\n        money\n        discountMoney\n        text\n      }\n    }\n  }\n}": typeof types.GoodsDetailDocument,
    "query GoodsListPage($filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $pageSize: Int, $categoryId: Int!, $withCategory: Boolean!, $brandCategoryId: Int) {\n  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    page\n    pageSize\n    list {\n      skuId\n      goodsId\n      goodsName\n      skuName\n      skuImage\n      mainImage\n      price\n      discountPrice\n      recommendWay\n      tagType\n      tagLevel\n      saleNum\n      stock\n      promotion {\n        seckill {\n          seckillPrice\n        }\n        groupbuy {\n          groupbuyPrice\n          minNum\n        }\n        topic {\n          topicName\n          topicPrice\n        }\n        manjian\n      }\n    }\n  }\n  category(id: $categoryId) @include(if: $withCategory) {\n    id\n    name\n    level\n    path {\n      id\n      name\n      level\n    }\n    children {\n      id\n      name\n      level\n    }\n  }\n  brands(categoryId: $brandCategoryId, page: 1, pageSize: 30) {\n    list {\n      id\n      name\n    }\n  }\n}": typeof types.GoodsListPageDocument,
    "query GoodsShop($shopId: Int!) {\n  shop(id: $shopId) {\n    id\n    name\n    shortName\n    avatar\n    logo\n    province\n    address\n    telephone\n    goodsNum\n    fansNum\n    followed\n  }\n}": typeof types.GoodsShopDocument,
    "query HomePage {\n  adv(keyword: \"NS_PC_INDEX\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  floors {\n    __typename\n    ... on FloorStyle1 {\n      id\n      title\n      leftImage {\n        url\n        link\n      }\n      bottomImage {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n    }\n    ... on FloorStyle3 {\n      id\n      title\n      categories {\n        id\n        name\n        level\n      }\n      images {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n      brands {\n        id\n        name\n        image\n      }\n    }\n  }\n  noticeAndArticle(num: 6) {\n    notices {\n      id\n      title\n      createTime\n    }\n    articles {\n      id\n      title\n      createTime\n    }\n  }\n  floatLayer {\n    show\n    title\n    image\n    url\n    number\n  }\n}\n\nfragment HomeGoods on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n  siteId\n  promotion {\n    seckill {\n      seckillPrice\n    }\n    groupbuy {\n      groupbuyPrice\n      minNum\n    }\n    topic {\n      topicName\n      topicPrice\n    }\n    manjian\n  }\n}": typeof types.HomePageDocument,
    "query RecommendGoods($categoryId: Int, $size: Int) {\n  recommendGoods(categoryId: $categoryId, size: $size) {\n    skuId\n    goodsId\n    goodsName\n    skuName\n    skuImage\n    price\n    discountPrice\n    recommendWay\n    tagType\n    tagLevel\n  }\n}": typeof types.RecommendGoodsDocument,
    "query ShopSearch($keyword: String, $page: Int, $pageSize: Int) {\n  shopSearch(keyword: $keyword, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      name\n      shortName\n      avatar\n      logo\n      province\n      address\n      goodsNum\n    }\n  }\n}": typeof types.ShopSearchDocument,
    "mutation UncollectGoods($goodsId: Int!) {\n  uncollectGoods(goodsId: $goodsId)\n}": typeof types.UncollectGoodsDocument,
    "mutation UnfollowShop($shopId: Int!) {\n  unfollowShop(shopId: $shopId)\n}": typeof types.UnfollowShopDocument,
    "query Article($id: Int!) {\n  article(id: $id) {\n    id\n    title\n    cover\n    summary\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": typeof types.ArticleDocument,
    "query Articles($page: Int, $pageSize: Int) {\n  articles(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      cover\n      summary\n      createTime\n    }\n  }\n}": typeof types.ArticlesDocument,
    "query Help($id: Int!) {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  help(id: $id) {\n    id\n    title\n    classId\n    className\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": typeof types.HelpDocument,
    "query HelpClasses {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n}": typeof types.HelpClassesDocument,
    "query HelpList($classId: Int, $page: Int, $pageSize: Int) {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  helpList(classId: $classId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      classId\n      className\n      createTime\n    }\n  }\n}": typeof types.HelpListDocument,
    "query Notice($id: Int!) {\n  notice(id: $id) {\n    id\n    title\n    isTop\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": typeof types.NoticeDocument,
    "query Notices($page: Int, $pageSize: Int) {\n  notices(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      isTop\n      createTime\n    }\n  }\n}": typeof types.NoticesDocument,
    "query GatewayClientSelfCheck {\n  __typename\n}": typeof types.GatewayClientSelfCheckDocument,
    "query Captcha {\n  captcha {\n    id\n    image\n  }\n}": typeof types.CaptchaDocument,
    "mutation CheckResetPasswordCode($mobile: String!, $code: String!) {\n  checkResetPasswordCode(mobile: $mobile, code: $code) {\n    key\n    expireSeconds\n  }\n}": typeof types.CheckResetPasswordCodeDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    nickname\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query MemberAccount($type: AccountType, $source: AccountSource, $page: Int, $pageSize: Int) {\n  account {\n    balance\n    balanceFrozen\n    point\n  }\n  accountRecords(type: $type, source: $source, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      type\n      amount\n      source\n      sourceName\n      remark\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberAccountDocument,
    "mutation MemberAddAddress($input: AddressInput!) {\n  addAddress(input: $input)\n}": typeof types.MemberAddAddressDocument,
    "mutation MemberAddBankAccount($input: BankAccountInput!) {\n  addBankAccount(input: $input)\n}": typeof types.MemberAddBankAccountDocument,
    "mutation MemberAddInvoiceTitle($input: InvoiceTitleInput!) {\n  addInvoiceTitle(input: $input)\n}": typeof types.MemberAddInvoiceTitleDocument,
    "query MemberAddress($id: Int!) {\n  address(id: $id) {\n    id\n    name\n    mobile\n    telephone\n    provinceId\n    cityId\n    districtId\n    address\n    fullAddress\n    isDefault\n    createTime\n  }\n}": typeof types.MemberAddressDocument,
    "query MemberAddresses($page: Int, $pageSize: Int) {\n  addresses(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      name\n      mobile\n      telephone\n      provinceId\n      cityId\n      districtId\n      address\n      fullAddress\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberAddressesDocument,
    "mutation MemberApplyWithdrawal($bankAccountId: Int!, $amount: String!) {\n  applyWithdrawal(bankAccountId: $bankAccountId, amount: $amount) {\n    id\n    withdrawNo\n    balance\n  }\n}": typeof types.MemberApplyWithdrawalDocument,
    "query MemberBankAccountEdit($id: Int!, $withAccount: Boolean!) {\n  bankAccount(id: $id) @include(if: $withAccount) {\n    id\n    type\n    typeName\n    realname\n    mobile\n    branchBankName\n    account\n    isDefault\n    createTime\n  }\n  transferTypes {\n    type\n    name\n  }\n  withdrawConfig {\n    transferTypes\n  }\n}": typeof types.MemberBankAccountEditDocument,
    "query MemberBankAccounts($page: Int, $pageSize: Int) {\n  bankAccounts(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      type\n      typeName\n      realname\n      mobile\n      branchBankName\n      account\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberBankAccountsDocument,
    "query MemberCaptcha {\n  captcha {\n    id\n    image\n  }\n}": typeof types.MemberCaptchaDocument,
    "mutation MemberChangeMobile($mobile: String!, $code: String!) {\n  changeMobile(mobile: $mobile, code: $code)\n}": typeof types.MemberChangeMobileDocument,
    "mutation MemberChangePassword($oldPassword: String!, $newPassword: String!) {\n  changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n}": typeof types.MemberChangePasswordDocument,
    "query MemberCollection($page: Int, $pageSize: Int) {\n  collection(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        price\n        discountPrice\n      }\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberCollectionDocument,
    "query MemberCoupons($state: CouponState, $page: Int, $pageSize: Int) {\n  memberCoupons(state: $state, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      name\n      type\n      money\n      discount\n      atLeast\n      shopId\n      shopName\n      state\n      startTime\n      endTime\n      useTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberCouponsDocument,
    "mutation MemberCreateRechargeOrder($rechargeId: Int!, $requestKey: String) {\n  createRechargeOrder(rechargeId: $rechargeId, requestKey: $requestKey) {\n    id\n  }\n}": typeof types.MemberCreateRechargeOrderDocument,
    "mutation MemberDeleteAddress($id: Int!) {\n  deleteAddress(id: $id)\n}": typeof types.MemberDeleteAddressDocument,
    "mutation MemberDeleteBankAccount($id: Int!) {\n  deleteBankAccount(id: $id)\n}": typeof types.MemberDeleteBankAccountDocument,
    "mutation MemberDeleteFootprint($ids: [Int!]!) {\n  deleteFootprint(ids: $ids)\n}": typeof types.MemberDeleteFootprintDocument,
    "mutation MemberDeleteInvoiceTitle($id: Int!) {\n  deleteInvoiceTitle(id: $id)\n}": typeof types.MemberDeleteInvoiceTitleDocument,
    "query MemberFootprint($page: Int, $pageSize: Int) {\n  footprint(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        price\n        discountPrice\n      }\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberFootprintDocument,
    "query MemberHelp($id: Int!) {\n  help(id: $id) {\n    id\n    title\n    classId\n    className\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": typeof types.MemberHelpDocument,
    "query MemberHelpList($classId: Int, $page: Int, $pageSize: Int) {\n  helpClasses(classNum: 20, childNum: 0) {\n    id\n    name\n  }\n  helpList(classId: $classId, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      title\n      classId\n      className\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberHelpListDocument,
    "query MemberInvoiceTitle($id: Int!) {\n  invoiceTitle(id: $id) {\n    id\n    kind\n    titleType\n    title\n    taxNumber\n    email\n    companyAddress\n    companyPhone\n    bankName\n    bankAccount\n    isDefault\n    createTime\n  }\n}": typeof types.MemberInvoiceTitleDocument,
    "query MemberInvoiceTitles($page: Int, $pageSize: Int) {\n  invoiceTitles(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      kind\n      titleType\n      title\n      taxNumber\n      email\n      companyAddress\n      companyPhone\n      bankName\n      bankAccount\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberInvoiceTitlesDocument,
    "query MemberLevels {\n  memberLevels {\n    id\n    name\n    growth\n    isCurrent\n  }\n  memberDetail {\n    id\n    nickname\n    headimg\n    levelId\n    levelName\n  }\n}": typeof types.MemberLevelsDocument,
    "query MemberOrderCounts {\n  orderCounts {\n    waitPay\n    waitSend\n    waitConfirm\n    waitRate\n    refunding\n  }\n}": typeof types.MemberOrderCountsDocument,
    "query MemberOverview {\n  memberDetail {\n    id\n    username\n    nickname\n    headimg\n    mobile\n    levelId\n    levelName\n    balance\n    balanceFrozen\n    point\n  }\n  couponCount\n  footprint(page: 1, pageSize: 8) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        discountPrice\n      }\n    }\n    count\n  }\n}": typeof types.MemberOverviewDocument,
    "mutation MemberPayRechargeOrder($orderId: Int!, $payType: PayType) {\n  payRechargeOrder(orderId: $orderId, payType: $payType) {\n    id\n    status\n  }\n}": typeof types.MemberPayRechargeOrderDocument,
    "query MemberProfile {\n  memberDetail {\n    id\n    username\n    nickname\n    headimg\n    mobile\n    registerType\n    companyName\n    levelName\n    regTime\n    lastLoginTime\n  }\n}": typeof types.MemberProfileDocument,
    "query MemberRechargeList($page: Int, $pageSize: Int) {\n  rechargePackages(page: 1, pageSize: 100) {\n    list {\n      id\n      name\n      coverImg\n      faceValue\n      buyPrice\n      point\n    }\n  }\n  rechargeOrders(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      orderNo\n      packageName\n      faceValue\n      buyPrice\n      point\n      status\n      statusName\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberRechargeListDocument,
    "query MemberRechargeOrder($id: Int!) {\n  rechargeOrder(id: $id) {\n    id\n    orderNo\n    packageId\n    packageName\n    coverImg\n    faceValue\n    buyPrice\n    point\n    status\n    statusName\n    payTypeName\n    createTime\n    payTime\n  }\n  rechargePayTypes {\n    type\n    name\n    desc\n    isDemo\n  }\n}": typeof types.MemberRechargeOrderDocument,
    "query MemberRegions($pid: Int, $level: Int) {\n  regions(pid: $pid, level: $level) {\n    id\n    pid\n    name\n    level\n    hasChildren\n  }\n}": typeof types.MemberRegionsDocument,
    "mutation MemberSendChangeMobileCode($input: SmsCodeInput!) {\n  sendChangeMobileCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": typeof types.MemberSendChangeMobileCodeDocument,
    "mutation MemberSetDefaultAddress($id: Int!) {\n  setDefaultAddress(id: $id)\n}": typeof types.MemberSetDefaultAddressDocument,
    "mutation MemberSetDefaultBankAccount($id: Int!) {\n  setDefaultBankAccount(id: $id)\n}": typeof types.MemberSetDefaultBankAccountDocument,
    "mutation MemberSignin {\n  signin {\n    point\n    days\n    totalPoint\n  }\n}": typeof types.MemberSigninDocument,
    "query MemberSigninPage {\n  signinConfig {\n    isOpen\n    rules {\n      day\n      point\n    }\n    cycle\n  }\n  signinState {\n    signed\n    days\n    nextPoint\n  }\n  account {\n    point\n  }\n  accountRecords(type: POINT, source: SIGNIN, page: 1, pageSize: 31) {\n    list {\n      id\n      amount\n      createTime\n    }\n  }\n}": typeof types.MemberSigninPageDocument,
    "mutation MemberUncollectGoods($goodsId: Int!) {\n  uncollectGoods(goodsId: $goodsId)\n}": typeof types.MemberUncollectGoodsDocument,
    "mutation MemberUpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input)\n}": typeof types.MemberUpdateAddressDocument,
    "mutation MemberUpdateBankAccount($id: Int!, $input: BankAccountInput!) {\n  updateBankAccount(id: $id, input: $input)\n}": typeof types.MemberUpdateBankAccountDocument,
    "mutation MemberUpdateInvoiceTitle($id: Int!, $input: InvoiceTitleInput!) {\n  updateInvoiceTitle(id: $id, input: $input)\n}": typeof types.MemberUpdateInvoiceTitleDocument,
    "mutation MemberUpdateNickname($nickname: String!) {\n  updateNickname(nickname: $nickname)\n}": typeof types.MemberUpdateNicknameDocument,
    "query MemberVerifyCode($id: Int!) {\n  verifyCode(id: $id) {\n    id\n    code\n    type\n    typeName\n    orderNo\n    shopName\n    items {\n      skuName\n      skuImage\n      num\n      price\n    }\n    verified\n    verifyTime\n    expireTime\n    createTime\n    storeName\n    storeAddress\n    verifierName\n  }\n}": typeof types.MemberVerifyCodeDocument,
    "query MemberVerifyCodes($type: VerifyType, $verified: Boolean, $page: Int, $pageSize: Int) {\n  verifyCodes(type: $type, verified: $verified, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      code\n      type\n      typeName\n      orderNo\n      shopName\n      items {\n        skuName\n        skuImage\n        num\n        price\n      }\n      verified\n      verifyTime\n      expireTime\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberVerifyCodesDocument,
    "query MemberWithdrawApply {\n  account {\n    balance\n    balanceFrozen\n  }\n  withdrawConfig {\n    isOpen\n    min\n    max\n    rate\n    transferTypes\n  }\n  bankAccounts(page: 1, pageSize: 100) {\n    list {\n      id\n      type\n      typeName\n      realname\n      mobile\n      branchBankName\n      account\n      isDefault\n      createTime\n    }\n  }\n}": typeof types.MemberWithdrawApplyDocument,
    "query MemberWithdrawal($id: Int!) {\n  withdrawal(id: $id) {\n    id\n    withdrawNo\n    transferType\n    transferTypeName\n    applyMoney\n    serviceMoney\n    money\n    status\n    statusName\n    applyTime\n    realname\n    mobile\n    bankName\n    accountNumber\n    refuseReason\n    paymentTime\n  }\n}": typeof types.MemberWithdrawalDocument,
    "query MemberWithdrawals($status: WithdrawStatus, $page: Int, $pageSize: Int) {\n  withdrawals(status: $status, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      withdrawNo\n      transferType\n      transferTypeName\n      applyMoney\n      serviceMoney\n      money\n      status\n      statusName\n      applyTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.MemberWithdrawalsDocument,
    "mutation MobileLogin($input: MobileLoginInput!) {\n  mobileLogin(input: $input) {\n    id\n    username\n    nickname\n  }\n}": typeof types.MobileLoginDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    username\n    nickname\n  }\n}": typeof types.RegisterDocument,
    "query RegisterAgreements {\n  register: registerAgreement(kind: REGISTER) {\n    title\n    content\n  }\n  company: registerAgreement(kind: COMPANY) {\n    title\n    content\n  }\n  privacy: registerAgreement(kind: PRIVACY) {\n    title\n    content\n  }\n  safeguard: registerAgreement(kind: SAFEGUARD) {\n    title\n    content\n  }\n}": typeof types.RegisterAgreementsDocument,
    "query RegisterConfig {\n  registerConfig {\n    registerTypes\n    mobileRequired\n    smsRequired\n    usernameOptional\n    agreementRequired\n    passwordMin\n    passwordMax\n    passwordRule\n    phonePattern\n    smsResendSeconds\n  }\n}": typeof types.RegisterConfigDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.ResetPasswordDocument,
    "mutation SendLoginCode($input: SmsCodeInput!) {\n  sendLoginCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": typeof types.SendLoginCodeDocument,
    "mutation SendRegisterCode($input: SmsCodeInput!) {\n  sendRegisterCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": typeof types.SendRegisterCodeDocument,
    "mutation SendResetPasswordCode($input: SmsCodeInput!) {\n  sendResetPasswordCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": typeof types.SendResetPasswordCodeDocument,
    "mutation AfterSaleApplyRefund($input: RefundInput!) {\n  applyRefund(input: $input) {\n    refundId\n  }\n}": typeof types.AfterSaleApplyRefundDocument,
    "mutation AfterSaleCancelRefund($refundId: Int!) {\n  cancelRefund(refundId: $refundId) {\n    refundId\n    status\n  }\n}": typeof types.AfterSaleCancelRefundDocument,
    "mutation AfterSaleComplain($input: ComplainInput!) {\n  complain(input: $input) {\n    complainId\n  }\n}": typeof types.AfterSaleComplainDocument,
    "query AfterSaleComplaint($orderGoodsId: Int!) {\n  refundData(orderGoodsId: $orderGoodsId) {\n    goods {\n      orderGoodsId\n      skuName\n      skuImage\n      price\n      num\n    }\n    orderStatus\n  }\n  complaint(orderGoodsId: $orderGoodsId) {\n    complainId\n    orderId\n    orderGoodsId\n    skuName\n    reason\n    content\n    images\n    status\n    statusName\n    reply\n    createTime\n  }\n}": typeof types.AfterSaleComplaintDocument,
    "mutation AfterSaleEvaluateOrder($orderId: Int!, $goods: [EvaluateGoodsInput!]!) {\n  evaluateOrder(orderId: $orderId, goods: $goods)\n}": typeof types.AfterSaleEvaluateOrderDocument,
    "mutation AfterSaleEvaluateOrderAgain($orderId: Int!, $goods: [EvaluateAgainInput!]!) {\n  evaluateOrderAgain(orderId: $orderId, goods: $goods)\n}": typeof types.AfterSaleEvaluateOrderAgainDocument,
    "query AfterSaleEvaluation($orderId: Int!) {\n  orderEvaluation(orderId: $orderId) {\n    orderId\n    orderNo\n    evaluateStatus\n    canEvaluate\n    canEvaluateAgain\n    goods {\n      goods {\n        orderGoodsId\n        skuId\n        skuName\n        skuImage\n        price\n        num\n      }\n      content\n      images\n      scores\n      againContent\n    }\n  }\n}": typeof types.AfterSaleEvaluationDocument,
    "query AfterSaleRefund($refundId: Int!) {\n  refund(refundId: $refundId) {\n    refundId\n    refundNo\n    orderId\n    orderNo\n    orderGoodsId\n    skuName\n    skuImage\n    num\n    refundType\n    refundTypeName\n    refundMoney\n    reason\n    status\n    createTime\n    remark\n    images\n    refuseReason\n    auditTime\n    refundTo\n    canCancel\n    canComplain\n  }\n}": typeof types.AfterSaleRefundDocument,
    "query AfterSaleRefundData($orderGoodsId: Int!) {\n  refundData(orderGoodsId: $orderGoodsId) {\n    goods {\n      orderGoodsId\n      skuId\n      skuName\n      skuImage\n      price\n      num\n      realGoodsMoney\n      refundMoney\n      refundStatus\n      refundId\n    }\n    orderStatus\n    maxRefundMoney\n    refundTypes {\n      type\n      name\n    }\n    reasons\n    canApply\n    reasonCannot\n  }\n}": typeof types.AfterSaleRefundDataDocument,
    "query AfterSaleRefunds($status: RefundStatus, $page: Int, $pageSize: Int) {\n  refunds(status: $status, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      refundId\n      refundNo\n      orderId\n      orderNo\n      orderGoodsId\n      skuName\n      skuImage\n      num\n      refundTypeName\n      refundMoney\n      status\n      createTime\n    }\n  }\n}": typeof types.AfterSaleRefundsDocument,
    "query OrderBrief($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    status\n    deliveryType\n  }\n}": typeof types.OrderBriefDocument,
    "mutation OrderClose($orderId: Int!, $reason: String) {\n  closeOrder(orderId: $orderId, reason: $reason) {\n    orderId\n    status\n    statusName\n  }\n}": typeof types.OrderCloseDocument,
    "query OrderDetail($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    kind\n    siteId\n    siteName\n    status\n    statusName\n    deliveryType\n    deliveryTypeName\n    orderMoney\n    goodsNum\n    evaluateStatus\n    createTime\n    goods {\n      ...OrderGoodsLine\n    }\n    actions {\n      action\n      title\n    }\n    name\n    mobile\n    fullAddress\n    buyerMessage\n    goodsMoney\n    deliveryMoney\n    promotionMoney\n    couponMoney\n    invoiceMoney\n    invoice {\n      invoiceTitle\n      invoiceType\n      taxNumber\n    }\n    payType\n    payTypeName\n    payTime\n    deliveryTime\n    signTime\n    finishTime\n    closeTime\n    closeReason\n    autoCloseTime\n    autoTakeDeliveryTime\n    extendedTakeDelivery\n    store {\n      storeId\n      storeName\n      address\n      telephone\n      openTime\n    }\n    pickupCode\n    verifyCode\n    packageCount\n  }\n}": typeof types.OrderDetailDocument,
    "mutation OrderExtendTakeDelivery($orderId: Int!) {\n  extendTakeDelivery(orderId: $orderId) {\n    orderId\n    status\n    statusName\n  }\n}": typeof types.OrderExtendTakeDeliveryDocument,
    "fragment OrderGoodsLine on OrderGoods {\n  orderGoodsId\n  skuId\n  goodsId\n  skuName\n  skuImage\n  price\n  num\n  goodsMoney\n  realGoodsMoney\n  refundMoney\n  refundStatus\n  refundStatusName\n  refundId\n  evaluateStatus\n}": typeof types.OrderGoodsLineFragmentDoc,
    "query OrderList($tab: OrderTab, $page: Int, $pageSize: Int) {\n  orders(tab: $tab, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    counts {\n      waitPay\n      waitSend\n      waitConfirm\n      waitRate\n      refunding\n    }\n    list {\n      orderId\n      orderNo\n      kind\n      siteId\n      siteName\n      status\n      statusName\n      deliveryType\n      deliveryTypeName\n      orderMoney\n      goodsNum\n      evaluateStatus\n      createTime\n      goods {\n        ...OrderGoodsLine\n      }\n      actions {\n        action\n        title\n      }\n    }\n  }\n}": typeof types.OrderListDocument,
    "query OrderPackages($orderId: Int!) {\n  orderPackages(orderId: $orderId) {\n    packageId\n    packageName\n    expressCompany\n    deliveryNo\n    goods {\n      orderGoodsId\n      skuName\n      skuImage\n      num\n    }\n    traces {\n      time\n      text\n    }\n  }\n}": typeof types.OrderPackagesDocument,
    "mutation OrderTakeDelivery($orderId: Int!) {\n  takeDelivery(orderId: $orderId) {\n    orderId\n    status\n    statusName\n  }\n}": typeof types.OrderTakeDeliveryDocument,
    "fragment IssuanceFields on VoucherIssuance {\n  issuanceId\n  voucherName\n  faceValue\n  countPerMember\n  memberCount\n  total\n  validStart\n  validEnd\n  remark\n  operator\n  createTime\n  counts {\n    pending\n    usable\n    used\n    expired\n  }\n}": typeof types.IssuanceFieldsFragmentDoc,
    "query MyVoucherCounts {\n  myVoucherCounts {\n    pending\n  }\n}": typeof types.MyVoucherCountsDocument,
    "query MyVouchers($status: VoucherStatus!, $page: Int) {\n  myVouchers(status: $status, page: $page, pageSize: 10) {\n    list {\n      ...VoucherFields\n    }\n    count\n    pageCount\n  }\n  myVoucherCounts {\n    pending\n    usable\n    used\n    expired\n  }\n}": typeof types.MyVouchersDocument,
    "mutation OrgAddMember($mobile: String!, $realName: String!) {\n  addOrgMember(mobile: $mobile, realName: $realName) {\n    memberId\n  }\n}": typeof types.OrgAddMemberDocument,
    "query OrgCompany {\n  myOrg {\n    ...OrgFields\n  }\n  orgTypes {\n    type\n    name\n  }\n}": typeof types.OrgCompanyDocument,
    "fragment OrgFields on Org {\n  orgId\n  orgName\n  orgType\n  orgTypeName\n  creditCode\n  contactName\n  contactMobile\n  address\n  voucherStock\n  memberCount\n  role\n}": typeof types.OrgFieldsFragmentDoc,
    "mutation OrgKickMember($memberId: Int!) {\n  kickOrgMember(memberId: $memberId)\n}": typeof types.OrgKickMemberDocument,
    "query OrgMembers($keyword: String, $page: Int, $pageSize: Int) {\n  myOrg {\n    ...OrgFields\n  }\n  orgMembers(keyword: $keyword, page: $page, pageSize: $pageSize) {\n    list {\n      memberId\n      username\n      nickname\n      realName\n      mobile\n      role\n      createTime\n    }\n    count\n    pageCount\n  }\n}": typeof types.OrgMembersDocument,
    "mutation OrgSave($input: OrgInput!) {\n  saveOrg(input: $input) {\n    ...OrgFields\n  }\n}": typeof types.OrgSaveDocument,
    "mutation VoucherActivate($voucherId: Int!) {\n  activateVoucher(voucherId: $voucherId) {\n    ...VoucherFields\n  }\n}": typeof types.VoucherActivateDocument,
    "mutation VoucherApplyInvoice($input: VoucherInvoiceInput!) {\n  applyVoucherInvoice(input: $input) {\n    invoiceId\n    status\n  }\n}": typeof types.VoucherApplyInvoiceDocument,
    "mutation VoucherCreateOrder($amount: String!) {\n  createVoucherOrder(amount: $amount) {\n    ...VoucherOrderFields\n  }\n}": typeof types.VoucherCreateOrderDocument,
    "fragment VoucherFields on Voucher {\n  voucherId\n  voucherNo\n  voucherName\n  orgName\n  faceValue\n  remaining\n  status\n  statusName\n  validStart\n  validEnd\n  activateTime\n  useTime\n  memberName\n  mobile\n}": typeof types.VoucherFieldsFragmentDoc,
    "query VoucherIssuance($issuanceId: Int!, $page: Int) {\n  voucherIssuance(issuanceId: $issuanceId, page: $page, pageSize: 10) {\n    issuance {\n      ...IssuanceFields\n    }\n    vouchers {\n      list {\n        ...VoucherFields\n      }\n      count\n      pageCount\n    }\n  }\n}": typeof types.VoucherIssuanceDocument,
    "query VoucherIssuances($page: Int) {\n  voucherIssuances(page: $page, pageSize: 10) {\n    list {\n      ...IssuanceFields\n    }\n    count\n    pageCount\n  }\n}": typeof types.VoucherIssuancesDocument,
    "mutation VoucherIssue($input: IssueVouchersInput!) {\n  issueVouchers(input: $input) {\n    ...IssuanceFields\n  }\n}": typeof types.VoucherIssueDocument,
    "query VoucherIssueForm {\n  voucherOverview {\n    voucherStock\n  }\n  orgMembers(page: 1, pageSize: 100) {\n    list {\n      memberId\n      realName\n      nickname\n      mobile\n      role\n    }\n    count\n  }\n}": typeof types.VoucherIssueFormDocument,
    "query VoucherOrder($orderId: Int!) {\n  voucherOrder(orderId: $orderId) {\n    ...VoucherOrderFields\n  }\n}": typeof types.VoucherOrderDocument,
    "fragment VoucherOrderFields on VoucherOrder {\n  orderId\n  orderNo\n  amount\n  status\n  statusName\n  payType\n  payTime\n  invoiceStatus\n  createTime\n}": typeof types.VoucherOrderFieldsFragmentDoc,
    "query VoucherOverview($page: Int) {\n  myOrg {\n    ...OrgFields\n  }\n  voucherOverview {\n    voucherStock\n    purchased\n    issued\n    spent\n    issuanceCount\n    memberCount\n  }\n  voucherOrders(page: $page, pageSize: 10) {\n    list {\n      ...VoucherOrderFields\n    }\n    count\n    pageCount\n  }\n  voucherInvoices(page: 1, pageSize: 10) {\n    list {\n      invoiceId\n      amount\n      invoiceTitle\n      taxNumber\n      invoiceType\n      statusName\n      invoiceNo\n      reviewRemark\n      createTime\n    }\n  }\n}": typeof types.VoucherOverviewDocument,
    "mutation VoucherPayOrder($orderId: Int!, $payType: OrderPayType!, $payKey: String!) {\n  payVoucherOrder(orderId: $orderId, payType: $payType, payKey: $payKey) {\n    ...VoucherOrderFields\n  }\n}": typeof types.VoucherPayOrderDocument,
    "query AssistNews($id: Int!) {\n  assistNews(id: $id) {\n    id\n    title\n    source\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": typeof types.AssistNewsDocument,
    "query AssistNewsList($page: Int, $pageSize: Int) {\n  assistNewsList(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      cover\n      summary\n      source\n      createTime\n    }\n  }\n}": typeof types.AssistNewsListDocument,
    "query AssistProject($id: Int!) {\n  assistProject(id: $id) {\n    id\n    title\n    place\n    beneficiaries\n    targetAmount\n    raisedAmount\n    progress\n    status\n    cover\n    summary\n    images\n    content\n    createTime\n    goods {\n      ...ZoneGoodsFields\n    }\n  }\n}": typeof types.AssistProjectDocument,
    "query AssistProjects($page: Int, $pageSize: Int) {\n  assistProjects(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      place\n      beneficiaries\n      targetAmount\n      raisedAmount\n      progress\n      status\n      cover\n      summary\n    }\n  }\n}": typeof types.AssistProjectsDocument,
    "mutation ClaimCoupon($couponTypeId: Int!) {\n  claimCoupon(couponTypeId: $couponTypeId) {\n    couponId\n    couponTypeId\n    endTime\n    state\n  }\n}": typeof types.ClaimCouponDocument,
    "query ComboDetail($comboId: Int!) {\n  comboDetail(comboId: $comboId) {\n    comboId\n    name\n    siteId\n    siteName\n    comboPrice\n    originalPrice\n    saving\n    endTime\n    now\n    stock\n    goods {\n      goodsId\n      skuId\n      goodsName\n      skuName\n      skuImage\n      price\n      num\n      stock\n    }\n  }\n}": typeof types.ComboDetailDocument,
    "query CouponCentre($siteId: Int, $page: Int, $pageSize: Int) {\n  couponCentre(siteId: $siteId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      couponTypeId\n      siteId\n      siteName\n      name\n      type\n      money\n      discount\n      atLeast\n      count\n      leadCount\n      maxFetch\n      validityType\n      fixedTerm\n      startTime\n      endTime\n      state\n      claimedNum\n    }\n  }\n}": typeof types.CouponCentreDocument,
    "query DiyPage($id: Int!) {\n  diyPage(id: $id) {\n    id\n    title\n    componentsJson\n    goods {\n      ...ZoneGoodsFields\n    }\n  }\n}": typeof types.DiyPageDocument,
    "query FreshHall($tab: String, $page: Int, $pageSize: Int) {\n  freshHall {\n    code\n    title\n    subtitle\n    banner\n    introduction\n    notice\n    tabKind\n    tabs {\n      name\n      count\n    }\n  }\n  freshGoods(tab: $tab, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    page\n    list {\n      ...ZoneGoodsFields\n    }\n  }\n}": typeof types.FreshHallDocument,
    "query GoodsPromotion($goodsId: Int!) {\n  goodsPromotion(goodsId: $goodsId) {\n    goodsId\n    now\n    manjian\n    seckill {\n      seckillId\n      skuId\n      seckillPrice\n      endTime\n      stock\n    }\n    groupbuy {\n      groupbuyId\n      skuId\n      groupbuyPrice\n      minNum\n      endTime\n    }\n    topic {\n      topicId\n      topicName\n      skuId\n      topicPrice\n      endTime\n    }\n    combos {\n      comboId\n      name\n      comboPrice\n      originalPrice\n      saving\n    }\n  }\n}": typeof types.GoodsPromotionDocument,
    "query GroupbuyDetail($groupbuyId: Int!) {\n  groupbuyDetail(groupbuyId: $groupbuyId) {\n    siteId\n    siteName\n    introduction\n    now\n    groupbuy {\n      ...GroupbuyFields\n    }\n  }\n}": typeof types.GroupbuyDetailDocument,
    "fragment GroupbuyFields on Groupbuy {\n  groupbuyId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  groupbuyPrice\n  minNum\n  stock\n  totalStock\n  soldNum\n  soldPercent\n  startTime\n  endTime\n}": typeof types.GroupbuyFieldsFragmentDoc,
    "query Groupbuys($keyword: String, $order: GroupbuyOrder, $page: Int, $pageSize: Int) {\n  groupbuys(keyword: $keyword, order: $order, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...GroupbuyFields\n    }\n  }\n}": typeof types.GroupbuysDocument,
    "query MealPackages($people: Int) {\n  mealPackages(people: $people) {\n    id\n    title\n    people\n    image\n    description\n    packagePrice\n    originalPrice\n    items {\n      num\n      goods {\n        ...ZoneGoodsFields\n      }\n    }\n  }\n}": typeof types.MealPackagesDocument,
    "query PromotionSwitches {\n  promotionSwitches {\n    seckill\n    groupbuy\n    combo\n    topic\n    coupon\n  }\n}": typeof types.PromotionSwitchesDocument,
    "query SeckillDetail($seckillId: Int!) {\n  seckillDetail(seckillId: $seckillId) {\n    now\n    siteId\n    siteName\n    introduction\n    boughtNum\n    slot {\n      slotId\n      name\n      startTime\n      endTime\n      state\n    }\n    goods {\n      ...SeckillGoodsFields\n    }\n  }\n}": typeof types.SeckillDetailDocument,
    "fragment SeckillGoodsFields on SeckillGoods {\n  seckillId\n  slotId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  seckillPrice\n  stock\n  totalStock\n  soldPercent\n  limitNum\n}": typeof types.SeckillGoodsFieldsFragmentDoc,
    "query SeckillSlotGoods($slotId: Int!, $page: Int, $pageSize: Int) {\n  seckillGoods(slotId: $slotId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...SeckillGoodsFields\n    }\n  }\n}": typeof types.SeckillSlotGoodsDocument,
    "query SeckillSlots {\n  seckillSlots {\n    now\n    nextChange\n    list {\n      slotId\n      name\n      startTime\n      endTime\n      state\n    }\n  }\n}": typeof types.SeckillSlotsDocument,
    "query TopicDetail($topicId: Int!, $page: Int, $pageSize: Int) {\n  topicDetail(topicId: $topicId, page: $page, pageSize: $pageSize) {\n    now\n    topic {\n      ...TopicFields\n    }\n    goods {\n      count\n      pageCount\n      list {\n        ...TopicGoodsFields\n      }\n    }\n  }\n}": typeof types.TopicDetailDocument,
    "fragment TopicFields on Topic {\n  topicId\n  name\n  banner\n  remark\n  startTime\n  endTime\n  goodsCount\n}\n\nfragment TopicGoodsFields on TopicGoods {\n  id\n  topicId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  topicPrice\n  stock\n}": typeof types.TopicFieldsFragmentDoc,
    "query TopicGoods($id: Int!) {\n  topicGoods(id: $id) {\n    siteId\n    siteName\n    introduction\n    now\n    topic {\n      ...TopicFields\n    }\n    goods {\n      ...TopicGoodsFields\n    }\n  }\n}": typeof types.TopicGoodsDocument,
    "query Topics($page: Int, $pageSize: Int) {\n  topics(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...TopicFields\n    }\n  }\n}": typeof types.TopicsDocument,
    "fragment ZoneGoodsFields on Goods {\n  skuId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}": typeof types.ZoneGoodsFieldsFragmentDoc,
    "query ZonePage($code: String!, $tab: String, $province: String, $page: Int, $pageSize: Int) {\n  zone(code: $code, province: $province) {\n    code\n    title\n    subtitle\n    banner\n    introduction\n    notice\n    tabKind\n    tabs {\n      name\n      count\n    }\n  }\n  zoneGoods(\n    code: $code\n    tab: $tab\n    province: $province\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    pageCount\n    page\n    list {\n      ...ZoneGoodsFields\n    }\n  }\n}": typeof types.ZonePageDocument,
    "query RankingBoard($type: RankingType!, $areaId: Int, $level: Int, $orgType: Int, $period: RankingPeriod, $limit: Int) {\n  rankingList(\n    type: $type\n    areaId: $areaId\n    level: $level\n    orgType: $orgType\n    period: $period\n    limit: $limit\n  ) {\n    type\n    period\n    level\n    areaId\n    number\n    total\n    list {\n      rank\n      id\n      name\n      money\n      orderNum\n      siteId\n      orgName\n    }\n    addressList {\n      id\n      name\n      level\n    }\n    orgTypeList {\n      type\n      name\n    }\n  }\n}": typeof types.RankingBoardDocument,
    "query TradeTicker($limit: Int) {\n  rankingList(type: ORDER_REAL_TIME, limit: $limit) {\n    list {\n      id\n      name\n      username\n      mobile\n      skuName\n      money\n      createTime\n    }\n  }\n}": typeof types.TradeTickerDocument,
    "query BranchHomePage($siteId: Int!) {\n  website(id: $siteId) {\n    id\n    title\n    type\n    webDomain\n  }\n  websiteBanners(siteId: $siteId) {\n    id\n    title\n    image\n    url\n  }\n  websiteRecommendGoods(siteId: $siteId, pageSize: 20) {\n    count\n    list {\n      ...RegionGoodsFields\n    }\n  }\n}": typeof types.BranchHomePageDocument,
    "query ChangeCityPage($keyword: String) {\n  websites(keyword: $keyword) {\n    ...RegionSiteFields\n  }\n}": typeof types.ChangeCityPageDocument,
    "query CityCarouselBlock {\n  websiteCarousel(siteNum: 10, goodsNum: 4) {\n    site {\n      ...RegionSiteFields\n    }\n    goods {\n      ...RegionGoodsFields\n    }\n  }\n}": typeof types.CityCarouselBlockDocument,
    "fragment RegionGoodsFields on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}": typeof types.RegionGoodsFieldsFragmentDoc,
    "query RegionHallPage($siteId: Int!, $filter: RegionGoodsFilter!, $page: Int) {\n  regionHall(siteId: $siteId) {\n    site {\n      id\n      title\n      shortName\n      welcome\n    }\n    categories {\n      ...RegionTreeFields\n      children {\n        ...RegionTreeFields\n        children {\n          ...RegionTreeFields\n        }\n      }\n    }\n    children {\n      ...RegionSiteFields\n    }\n  }\n  regionGoods(filter: $filter, page: $page, pageSize: 20) {\n    count\n    pageCount\n    list {\n      ...RegionGoodsFields\n    }\n  }\n}": typeof types.RegionHallPageDocument,
    "query RegionHallsPage {\n  regionHalls {\n    shopNum\n    goodsNum\n    site {\n      ...RegionSiteFields\n    }\n  }\n}": typeof types.RegionHallsPageDocument,
    "fragment RegionSiteFields on Website {\n  id\n  title\n  logo\n  websiteType\n  provinceName\n  initial\n  parentId\n}": typeof types.RegionSiteFieldsFragmentDoc,
    "fragment RegionTreeFields on TreeCategory {\n  id\n  name\n  level\n}": typeof types.RegionTreeFieldsFragmentDoc,
    "fragment ShopGoodsFields on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}": typeof types.ShopGoodsFieldsFragmentDoc,
    "query ShopListPage($siteId: Int, $categoryId: Int, $categoryLevel: Int, $keyword: String, $page: Int) {\n  shopList(\n    siteId: $siteId\n    categoryId: $categoryId\n    categoryLevel: $categoryLevel\n    keyword: $keyword\n    page: $page\n    pageSize: 12\n  ) {\n    count\n    pageCount\n    list {\n      id\n      name\n      shortName\n      avatar\n      address\n      goodsNum\n      fansNum\n      storeNum\n      score\n    }\n  }\n}": typeof types.ShopListPageDocument,
    "query ShopPage($shopId: Int!, $filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $withStores: Boolean!) {\n  shop(id: $shopId) {\n    id\n    name\n    shortName\n    avatar\n    goodsNum\n    fansNum\n    followed\n    score\n    storeNum\n  }\n  shopCategoryTree(shopId: $shopId) {\n    ...ShopTreeFields\n    children {\n      ...ShopTreeFields\n      children {\n        ...ShopTreeFields\n      }\n    }\n  }\n  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: 20) {\n    count\n    pageCount\n    page\n    list {\n      ...ShopGoodsFields\n    }\n  }\n  shopStores(shopId: $shopId, pageSize: 50) @include(if: $withStores) {\n    list {\n      id\n      name\n      address\n      telephone\n      openTime\n    }\n  }\n}": typeof types.ShopPageDocument,
    "fragment ShopTreeFields on TreeCategory {\n  id\n  name\n  level\n}": typeof types.ShopTreeFieldsFragmentDoc,
    "query SupportDetailPage($id: Int!, $page: Int) {\n  supportUnit(id: $id) {\n    ...SupportUnitFields\n  }\n  supportGoods(supportId: $id, page: $page, pageSize: 20) {\n    count\n    pageCount\n    list {\n      ...ShopGoodsFields\n    }\n  }\n}": typeof types.SupportDetailPageDocument,
    "query SupportListPage($categoryId: Int, $page: Int) {\n  supportCategoryTree {\n    ...ShopTreeFields\n    children {\n      ...ShopTreeFields\n      children {\n        ...ShopTreeFields\n      }\n    }\n  }\n  supportUnits(categoryId: $categoryId, page: $page, pageSize: 12) {\n    count\n    pageCount\n    list {\n      ...SupportUnitFields\n    }\n  }\n}": typeof types.SupportListPageDocument,
    "fragment SupportUnitFields on SupportUnit {\n  id\n  name\n  logo\n  introduction\n  goodsNum\n}": typeof types.SupportUnitFieldsFragmentDoc,
};
const documents: Documents = {
    "query Shell {\n  site {\n    siteId\n    title\n    desc\n    keywords\n    logo\n    webStatus\n    webPhone\n    webQrcode\n    defaultImages {\n      goods\n      head\n      shop\n      city\n      supply\n      store\n      category\n      brand\n    }\n    copyright {\n      icp\n      address\n      businessLicense\n      report\n      marketSupervisionUrl\n      copyrightTitle\n      copyrightLink\n      copyrightDesc\n      govRecord\n      govUrl\n    }\n    servicer {\n      open\n      type\n      hotline\n      thirdUrl\n    }\n  }\n  navList {\n    id\n    title\n    url\n    isBlank\n  }\n  categoryTree {\n    id\n    name\n    level\n    image\n    children {\n      id\n      name\n      level\n      image\n      children {\n        id\n        name\n        level\n        image\n      }\n    }\n  }\n  helpClasses(classNum: 5, childNum: 3) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  friendlyLinks {\n    id\n    title\n    pic\n    url\n    isBlank\n  }\n  hotSearchWords\n  defaultSearchWord\n  adv(keyword: \"NS_PC_INDEX_TOP\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  member {\n    id\n    username\n    nickname\n    headimg\n  }\n  cart {\n    count\n    total\n    items {\n      cartId\n      skuId\n      skuName\n      skuImage\n      discountPrice\n      num\n      tagType\n      tagLevel\n    }\n  }\n}": types.ShellDocument,
    "query CartPage {\n  member {\n    id\n  }\n  cart {\n    ...CartPageCart\n  }\n}": types.CartPageDocument,
    "fragment CartPageCart on Cart {\n  count\n  total\n  items {\n    cartId\n    skuId\n    skuName\n    skuImage\n    discountPrice\n    num\n    stock\n    tagType\n    tagLevel\n    siteId\n    siteName\n    invalid\n    invalidReason\n    promotion {\n      seckill {\n        seckillId\n        seckillPrice\n      }\n      groupbuy {\n        groupbuyId\n        groupbuyPrice\n        minNum\n      }\n      topic {\n        topicName\n        topicPrice\n      }\n      manjian\n    }\n  }\n}": types.CartPageCartFragmentDoc,
    "mutation CartPageDeleteItems($cartIds: [Int!]!) {\n  deleteCartItems(cartIds: $cartIds) {\n    ...CartPageCart\n  }\n}": types.CartPageDeleteItemsDocument,
    "mutation CartPageUpdateItem($cartId: Int!, $num: Int!) {\n  updateCartItem(cartId: $cartId, num: $num) {\n    ...CartPageCart\n  }\n}": types.CartPageUpdateItemDocument,
    "query CheckoutCalculate($input: CheckoutInput!) {\n  checkout(input: $input) {\n    kind\n    goods {\n      skuId\n      goodsId\n      skuName\n      skuImage\n      price\n      num\n      goodsMoney\n      siteId\n      siteName\n    }\n    deliveryType\n    deliveryOptions {\n      type\n      name\n      fee\n    }\n    address {\n      addressId\n      name\n      mobile\n      fullAddress\n    }\n    stores {\n      storeId\n      storeName\n      address\n      telephone\n      openTime\n    }\n    goodsMoney\n    deliveryMoney\n    promotionMoney\n    promotions {\n      siteId\n      text\n      discountMoney\n    }\n    couponMoney\n    coupons {\n      couponId\n      couponName\n      discountMoney\n      usable\n      reason\n    }\n    invoiceMoney\n    invoice {\n      invoiceId\n      invoiceTitle\n      invoiceType\n      rate\n    }\n    orderMoney\n  }\n}": types.CheckoutCalculateDocument,
    "mutation CheckoutCreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    orderId\n    orderNo\n    orderMoney\n    status\n    autoCloseTime\n    repeated\n  }\n}": types.CheckoutCreateOrderDocument,
    "query PayInfo($orderIds: [Int!]!) {\n  payInfo(orderIds: $orderIds) {\n    payMoney\n    balance\n    orders {\n      orderId\n      orderNo\n      orderMoney\n      status\n      autoCloseTime\n    }\n    methods {\n      type\n      name\n      desc\n      isDemo\n      enabled\n    }\n    offlineAccount {\n      bankName\n      accountName\n      accountNo\n      remark\n    }\n    vouchers {\n      voucherId\n      voucherNo\n      voucherName\n      remaining\n      validEnd\n      usableMoney\n    }\n  }\n}": types.PayInfoDocument,
    "mutation PayOrders($orderIds: [Int!]!, $payType: OrderPayType!, $payKey: String!, $voucherId: Int) {\n  payOrders(\n    orderIds: $orderIds\n    payType: $payType\n    payKey: $payKey\n    voucherId: $voucherId\n  ) {\n    paymentId\n    payNo\n    payType\n    payTypeName\n    amount\n    status\n    voucherMoney\n  }\n}": types.PayOrdersDocument,
    "query PayResult($orderIds: [Int!]!, $orderId: Int!) {\n  payInfo(orderIds: $orderIds) {\n    orders {\n      orderId\n      orderNo\n      orderMoney\n      status\n      autoCloseTime\n    }\n  }\n  order(orderId: $orderId) {\n    orderId\n    payType\n    payTypeName\n    payTime\n  }\n}": types.PayResultDocument,
    "mutation PaySubmitTickets($orderIds: [Int!]!, $images: [String!]!, $remark: String, $payKey: String!) {\n  submitPayTickets(\n    orderIds: $orderIds\n    images: $images\n    remark: $remark\n    payKey: $payKey\n  ) {\n    paymentId\n    payNo\n    status\n  }\n}": types.PaySubmitTicketsDocument,
    "query PayTickets($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    status\n  }\n  payTickets(orderId: $orderId) {\n    payMoney\n    orderStatus\n    offlineAccount {\n      bankName\n      accountName\n      accountNo\n      remark\n    }\n    tickets {\n      paymentId\n      payNo\n      amount\n      status\n      statusName\n      orderIds\n      images\n      remark\n      reviewRemark\n      createTime\n      payTime\n    }\n  }\n}": types.PayTicketsDocument,
    "mutation AddFootprint($skuId: Int!) {\n  addFootprint(skuId: $skuId)\n}": types.AddFootprintDocument,
    "mutation AddToCart($skuId: Int!, $num: Int!) {\n  addToCart(skuId: $skuId, num: $num) {\n    count\n  }\n}": types.AddToCartDocument,
    "query Brands($categoryId: Int, $page: Int, $pageSize: Int) {\n  brands(categoryId: $categoryId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      name\n      image\n      recommended\n      goodsNum\n    }\n  }\n}": types.BrandsDocument,
    "query CategoryTree {\n  categoryTree {\n    id\n    name\n    level\n    image\n    image1\n    children {\n      id\n      name\n      level\n      image\n      image1\n      children {\n        id\n        name\n        level\n        image\n        image1\n      }\n    }\n  }\n}": types.CategoryTreeDocument,
    "mutation CollectGoods($skuId: Int!) {\n  collectGoods(skuId: $skuId)\n}": types.CollectGoodsDocument,
    "query Evaluations($goodsId: Int!, $kind: EvaluationKind, $withImages: Boolean, $page: Int, $pageSize: Int) {\n  evaluations(\n    goodsId: $goodsId\n    kind: $kind\n    withImages: $withImages\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    pageCount\n    counts {\n      total\n      good\n      medium\n      bad\n      withImages\n    }\n    list {\n      id\n      memberName\n      memberHeadimg\n      content\n      images\n      scores\n      kind\n      skuName\n      createTime\n      againContent\n      explainFirst\n    }\n  }\n}": types.EvaluationsDocument,
    "mutation FollowShop($shopId: Int!) {\n  followShop(shopId: $shopId)\n}": types.FollowShopDocument,
    "query GoodsDetail($skuId: Int!) {\n  goodsDetail(skuId: $skuId) {\n    skuId\n    goodsId\n    goodsName\n    skuName\n    specName\n    price\n    discountPrice\n    stock\n    saleNum\n    evaluateNum\n    goodsImages\n    skuImage\n    introduction\n    brief\n    recommendWay\n    tagType\n    tagLevel\n    onShelf\n    categoryId\n    brandId\n    brandName\n    isCollected\n    shop {\n      id\n      name\n      shortName\n      avatar\n      logo\n      province\n      address\n      telephone\n    }\n    specs {\n      name\n      values {\n        skuId\n        name\n        selected\n        available\n      }\n    }\n    skus {\n      skuId\n      specName\n      skuImage\n      price\n      discountPrice\n      stock\n    }\n    categoryPath {\n      id\n      name\n      level\n    }\n    manjian {\n      id\n      name\n      type\n      startTime\n      endTime\n      rules {\n        money\n        discountMoney\n        text\n      }\n    }\n  }\n}": types.GoodsDetailDocument,
    "query GoodsListPage($filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $pageSize: Int, $categoryId: Int!, $withCategory: Boolean!, $brandCategoryId: Int) {\n  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    page\n    pageSize\n    list {\n      skuId\n      goodsId\n      goodsName\n      skuName\n      skuImage\n      mainImage\n      price\n      discountPrice\n      recommendWay\n      tagType\n      tagLevel\n      saleNum\n      stock\n      promotion {\n        seckill {\n          seckillPrice\n        }\n        groupbuy {\n          groupbuyPrice\n          minNum\n        }\n        topic {\n          topicName\n          topicPrice\n        }\n        manjian\n      }\n    }\n  }\n  category(id: $categoryId) @include(if: $withCategory) {\n    id\n    name\n    level\n    path {\n      id\n      name\n      level\n    }\n    children {\n      id\n      name\n      level\n    }\n  }\n  brands(categoryId: $brandCategoryId, page: 1, pageSize: 30) {\n    list {\n      id\n      name\n    }\n  }\n}": types.GoodsListPageDocument,
    "query GoodsShop($shopId: Int!) {\n  shop(id: $shopId) {\n    id\n    name\n    shortName\n    avatar\n    logo\n    province\n    address\n    telephone\n    goodsNum\n    fansNum\n    followed\n  }\n}": types.GoodsShopDocument,
    "query HomePage {\n  adv(keyword: \"NS_PC_INDEX\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  floors {\n    __typename\n    ... on FloorStyle1 {\n      id\n      title\n      leftImage {\n        url\n        link\n      }\n      bottomImage {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n    }\n    ... on FloorStyle3 {\n      id\n      title\n      categories {\n        id\n        name\n        level\n      }\n      images {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n      brands {\n        id\n        name\n        image\n      }\n    }\n  }\n  noticeAndArticle(num: 6) {\n    notices {\n      id\n      title\n      createTime\n    }\n    articles {\n      id\n      title\n      createTime\n    }\n  }\n  floatLayer {\n    show\n    title\n    image\n    url\n    number\n  }\n}\n\nfragment HomeGoods on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n  siteId\n  promotion {\n    seckill {\n      seckillPrice\n    }\n    groupbuy {\n      groupbuyPrice\n      minNum\n    }\n    topic {\n      topicName\n      topicPrice\n    }\n    manjian\n  }\n}": types.HomePageDocument,
    "query RecommendGoods($categoryId: Int, $size: Int) {\n  recommendGoods(categoryId: $categoryId, size: $size) {\n    skuId\n    goodsId\n    goodsName\n    skuName\n    skuImage\n    price\n    discountPrice\n    recommendWay\n    tagType\n    tagLevel\n  }\n}": types.RecommendGoodsDocument,
    "query ShopSearch($keyword: String, $page: Int, $pageSize: Int) {\n  shopSearch(keyword: $keyword, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      name\n      shortName\n      avatar\n      logo\n      province\n      address\n      goodsNum\n    }\n  }\n}": types.ShopSearchDocument,
    "mutation UncollectGoods($goodsId: Int!) {\n  uncollectGoods(goodsId: $goodsId)\n}": types.UncollectGoodsDocument,
    "mutation UnfollowShop($shopId: Int!) {\n  unfollowShop(shopId: $shopId)\n}": types.UnfollowShopDocument,
    "query Article($id: Int!) {\n  article(id: $id) {\n    id\n    title\n    cover\n    summary\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": types.ArticleDocument,
    "query Articles($page: Int, $pageSize: Int) {\n  articles(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      cover\n      summary\n      createTime\n    }\n  }\n}": types.ArticlesDocument,
    "query Help($id: Int!) {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  help(id: $id) {\n    id\n    title\n    classId\n    className\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": types.HelpDocument,
    "query HelpClasses {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n}": types.HelpClassesDocument,
    "query HelpList($classId: Int, $page: Int, $pageSize: Int) {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  helpList(classId: $classId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      classId\n      className\n      createTime\n    }\n  }\n}": types.HelpListDocument,
    "query Notice($id: Int!) {\n  notice(id: $id) {\n    id\n    title\n    isTop\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": types.NoticeDocument,
    "query Notices($page: Int, $pageSize: Int) {\n  notices(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      isTop\n      createTime\n    }\n  }\n}": types.NoticesDocument,
    "query GatewayClientSelfCheck {\n  __typename\n}": types.GatewayClientSelfCheckDocument,
    "query Captcha {\n  captcha {\n    id\n    image\n  }\n}": types.CaptchaDocument,
    "mutation CheckResetPasswordCode($mobile: String!, $code: String!) {\n  checkResetPasswordCode(mobile: $mobile, code: $code) {\n    key\n    expireSeconds\n  }\n}": types.CheckResetPasswordCodeDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    nickname\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query MemberAccount($type: AccountType, $source: AccountSource, $page: Int, $pageSize: Int) {\n  account {\n    balance\n    balanceFrozen\n    point\n  }\n  accountRecords(type: $type, source: $source, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      type\n      amount\n      source\n      sourceName\n      remark\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberAccountDocument,
    "mutation MemberAddAddress($input: AddressInput!) {\n  addAddress(input: $input)\n}": types.MemberAddAddressDocument,
    "mutation MemberAddBankAccount($input: BankAccountInput!) {\n  addBankAccount(input: $input)\n}": types.MemberAddBankAccountDocument,
    "mutation MemberAddInvoiceTitle($input: InvoiceTitleInput!) {\n  addInvoiceTitle(input: $input)\n}": types.MemberAddInvoiceTitleDocument,
    "query MemberAddress($id: Int!) {\n  address(id: $id) {\n    id\n    name\n    mobile\n    telephone\n    provinceId\n    cityId\n    districtId\n    address\n    fullAddress\n    isDefault\n    createTime\n  }\n}": types.MemberAddressDocument,
    "query MemberAddresses($page: Int, $pageSize: Int) {\n  addresses(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      name\n      mobile\n      telephone\n      provinceId\n      cityId\n      districtId\n      address\n      fullAddress\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberAddressesDocument,
    "mutation MemberApplyWithdrawal($bankAccountId: Int!, $amount: String!) {\n  applyWithdrawal(bankAccountId: $bankAccountId, amount: $amount) {\n    id\n    withdrawNo\n    balance\n  }\n}": types.MemberApplyWithdrawalDocument,
    "query MemberBankAccountEdit($id: Int!, $withAccount: Boolean!) {\n  bankAccount(id: $id) @include(if: $withAccount) {\n    id\n    type\n    typeName\n    realname\n    mobile\n    branchBankName\n    account\n    isDefault\n    createTime\n  }\n  transferTypes {\n    type\n    name\n  }\n  withdrawConfig {\n    transferTypes\n  }\n}": types.MemberBankAccountEditDocument,
    "query MemberBankAccounts($page: Int, $pageSize: Int) {\n  bankAccounts(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      type\n      typeName\n      realname\n      mobile\n      branchBankName\n      account\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberBankAccountsDocument,
    "query MemberCaptcha {\n  captcha {\n    id\n    image\n  }\n}": types.MemberCaptchaDocument,
    "mutation MemberChangeMobile($mobile: String!, $code: String!) {\n  changeMobile(mobile: $mobile, code: $code)\n}": types.MemberChangeMobileDocument,
    "mutation MemberChangePassword($oldPassword: String!, $newPassword: String!) {\n  changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n}": types.MemberChangePasswordDocument,
    "query MemberCollection($page: Int, $pageSize: Int) {\n  collection(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        price\n        discountPrice\n      }\n    }\n    count\n    pageCount\n  }\n}": types.MemberCollectionDocument,
    "query MemberCoupons($state: CouponState, $page: Int, $pageSize: Int) {\n  memberCoupons(state: $state, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      name\n      type\n      money\n      discount\n      atLeast\n      shopId\n      shopName\n      state\n      startTime\n      endTime\n      useTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberCouponsDocument,
    "mutation MemberCreateRechargeOrder($rechargeId: Int!, $requestKey: String) {\n  createRechargeOrder(rechargeId: $rechargeId, requestKey: $requestKey) {\n    id\n  }\n}": types.MemberCreateRechargeOrderDocument,
    "mutation MemberDeleteAddress($id: Int!) {\n  deleteAddress(id: $id)\n}": types.MemberDeleteAddressDocument,
    "mutation MemberDeleteBankAccount($id: Int!) {\n  deleteBankAccount(id: $id)\n}": types.MemberDeleteBankAccountDocument,
    "mutation MemberDeleteFootprint($ids: [Int!]!) {\n  deleteFootprint(ids: $ids)\n}": types.MemberDeleteFootprintDocument,
    "mutation MemberDeleteInvoiceTitle($id: Int!) {\n  deleteInvoiceTitle(id: $id)\n}": types.MemberDeleteInvoiceTitleDocument,
    "query MemberFootprint($page: Int, $pageSize: Int) {\n  footprint(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        price\n        discountPrice\n      }\n    }\n    count\n    pageCount\n  }\n}": types.MemberFootprintDocument,
    "query MemberHelp($id: Int!) {\n  help(id: $id) {\n    id\n    title\n    classId\n    className\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": types.MemberHelpDocument,
    "query MemberHelpList($classId: Int, $page: Int, $pageSize: Int) {\n  helpClasses(classNum: 20, childNum: 0) {\n    id\n    name\n  }\n  helpList(classId: $classId, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      title\n      classId\n      className\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberHelpListDocument,
    "query MemberInvoiceTitle($id: Int!) {\n  invoiceTitle(id: $id) {\n    id\n    kind\n    titleType\n    title\n    taxNumber\n    email\n    companyAddress\n    companyPhone\n    bankName\n    bankAccount\n    isDefault\n    createTime\n  }\n}": types.MemberInvoiceTitleDocument,
    "query MemberInvoiceTitles($page: Int, $pageSize: Int) {\n  invoiceTitles(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      kind\n      titleType\n      title\n      taxNumber\n      email\n      companyAddress\n      companyPhone\n      bankName\n      bankAccount\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberInvoiceTitlesDocument,
    "query MemberLevels {\n  memberLevels {\n    id\n    name\n    growth\n    isCurrent\n  }\n  memberDetail {\n    id\n    nickname\n    headimg\n    levelId\n    levelName\n  }\n}": types.MemberLevelsDocument,
    "query MemberOrderCounts {\n  orderCounts {\n    waitPay\n    waitSend\n    waitConfirm\n    waitRate\n    refunding\n  }\n}": types.MemberOrderCountsDocument,
    "query MemberOverview {\n  memberDetail {\n    id\n    username\n    nickname\n    headimg\n    mobile\n    levelId\n    levelName\n    balance\n    balanceFrozen\n    point\n  }\n  couponCount\n  footprint(page: 1, pageSize: 8) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        discountPrice\n      }\n    }\n    count\n  }\n}": types.MemberOverviewDocument,
    "mutation MemberPayRechargeOrder($orderId: Int!, $payType: PayType) {\n  payRechargeOrder(orderId: $orderId, payType: $payType) {\n    id\n    status\n  }\n}": types.MemberPayRechargeOrderDocument,
    "query MemberProfile {\n  memberDetail {\n    id\n    username\n    nickname\n    headimg\n    mobile\n    registerType\n    companyName\n    levelName\n    regTime\n    lastLoginTime\n  }\n}": types.MemberProfileDocument,
    "query MemberRechargeList($page: Int, $pageSize: Int) {\n  rechargePackages(page: 1, pageSize: 100) {\n    list {\n      id\n      name\n      coverImg\n      faceValue\n      buyPrice\n      point\n    }\n  }\n  rechargeOrders(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      orderNo\n      packageName\n      faceValue\n      buyPrice\n      point\n      status\n      statusName\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberRechargeListDocument,
    "query MemberRechargeOrder($id: Int!) {\n  rechargeOrder(id: $id) {\n    id\n    orderNo\n    packageId\n    packageName\n    coverImg\n    faceValue\n    buyPrice\n    point\n    status\n    statusName\n    payTypeName\n    createTime\n    payTime\n  }\n  rechargePayTypes {\n    type\n    name\n    desc\n    isDemo\n  }\n}": types.MemberRechargeOrderDocument,
    "query MemberRegions($pid: Int, $level: Int) {\n  regions(pid: $pid, level: $level) {\n    id\n    pid\n    name\n    level\n    hasChildren\n  }\n}": types.MemberRegionsDocument,
    "mutation MemberSendChangeMobileCode($input: SmsCodeInput!) {\n  sendChangeMobileCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": types.MemberSendChangeMobileCodeDocument,
    "mutation MemberSetDefaultAddress($id: Int!) {\n  setDefaultAddress(id: $id)\n}": types.MemberSetDefaultAddressDocument,
    "mutation MemberSetDefaultBankAccount($id: Int!) {\n  setDefaultBankAccount(id: $id)\n}": types.MemberSetDefaultBankAccountDocument,
    "mutation MemberSignin {\n  signin {\n    point\n    days\n    totalPoint\n  }\n}": types.MemberSigninDocument,
    "query MemberSigninPage {\n  signinConfig {\n    isOpen\n    rules {\n      day\n      point\n    }\n    cycle\n  }\n  signinState {\n    signed\n    days\n    nextPoint\n  }\n  account {\n    point\n  }\n  accountRecords(type: POINT, source: SIGNIN, page: 1, pageSize: 31) {\n    list {\n      id\n      amount\n      createTime\n    }\n  }\n}": types.MemberSigninPageDocument,
    "mutation MemberUncollectGoods($goodsId: Int!) {\n  uncollectGoods(goodsId: $goodsId)\n}": types.MemberUncollectGoodsDocument,
    "mutation MemberUpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input)\n}": types.MemberUpdateAddressDocument,
    "mutation MemberUpdateBankAccount($id: Int!, $input: BankAccountInput!) {\n  updateBankAccount(id: $id, input: $input)\n}": types.MemberUpdateBankAccountDocument,
    "mutation MemberUpdateInvoiceTitle($id: Int!, $input: InvoiceTitleInput!) {\n  updateInvoiceTitle(id: $id, input: $input)\n}": types.MemberUpdateInvoiceTitleDocument,
    "mutation MemberUpdateNickname($nickname: String!) {\n  updateNickname(nickname: $nickname)\n}": types.MemberUpdateNicknameDocument,
    "query MemberVerifyCode($id: Int!) {\n  verifyCode(id: $id) {\n    id\n    code\n    type\n    typeName\n    orderNo\n    shopName\n    items {\n      skuName\n      skuImage\n      num\n      price\n    }\n    verified\n    verifyTime\n    expireTime\n    createTime\n    storeName\n    storeAddress\n    verifierName\n  }\n}": types.MemberVerifyCodeDocument,
    "query MemberVerifyCodes($type: VerifyType, $verified: Boolean, $page: Int, $pageSize: Int) {\n  verifyCodes(type: $type, verified: $verified, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      code\n      type\n      typeName\n      orderNo\n      shopName\n      items {\n        skuName\n        skuImage\n        num\n        price\n      }\n      verified\n      verifyTime\n      expireTime\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberVerifyCodesDocument,
    "query MemberWithdrawApply {\n  account {\n    balance\n    balanceFrozen\n  }\n  withdrawConfig {\n    isOpen\n    min\n    max\n    rate\n    transferTypes\n  }\n  bankAccounts(page: 1, pageSize: 100) {\n    list {\n      id\n      type\n      typeName\n      realname\n      mobile\n      branchBankName\n      account\n      isDefault\n      createTime\n    }\n  }\n}": types.MemberWithdrawApplyDocument,
    "query MemberWithdrawal($id: Int!) {\n  withdrawal(id: $id) {\n    id\n    withdrawNo\n    transferType\n    transferTypeName\n    applyMoney\n    serviceMoney\n    money\n    status\n    statusName\n    applyTime\n    realname\n    mobile\n    bankName\n    accountNumber\n    refuseReason\n    paymentTime\n  }\n}": types.MemberWithdrawalDocument,
    "query MemberWithdrawals($status: WithdrawStatus, $page: Int, $pageSize: Int) {\n  withdrawals(status: $status, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      withdrawNo\n      transferType\n      transferTypeName\n      applyMoney\n      serviceMoney\n      money\n      status\n      statusName\n      applyTime\n    }\n    count\n    pageCount\n  }\n}": types.MemberWithdrawalsDocument,
    "mutation MobileLogin($input: MobileLoginInput!) {\n  mobileLogin(input: $input) {\n    id\n    username\n    nickname\n  }\n}": types.MobileLoginDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    username\n    nickname\n  }\n}": types.RegisterDocument,
    "query RegisterAgreements {\n  register: registerAgreement(kind: REGISTER) {\n    title\n    content\n  }\n  company: registerAgreement(kind: COMPANY) {\n    title\n    content\n  }\n  privacy: registerAgreement(kind: PRIVACY) {\n    title\n    content\n  }\n  safeguard: registerAgreement(kind: SAFEGUARD) {\n    title\n    content\n  }\n}": types.RegisterAgreementsDocument,
    "query RegisterConfig {\n  registerConfig {\n    registerTypes\n    mobileRequired\n    smsRequired\n    usernameOptional\n    agreementRequired\n    passwordMin\n    passwordMax\n    passwordRule\n    phonePattern\n    smsResendSeconds\n  }\n}": types.RegisterConfigDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.ResetPasswordDocument,
    "mutation SendLoginCode($input: SmsCodeInput!) {\n  sendLoginCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": types.SendLoginCodeDocument,
    "mutation SendRegisterCode($input: SmsCodeInput!) {\n  sendRegisterCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": types.SendRegisterCodeDocument,
    "mutation SendResetPasswordCode($input: SmsCodeInput!) {\n  sendResetPasswordCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}": types.SendResetPasswordCodeDocument,
    "mutation AfterSaleApplyRefund($input: RefundInput!) {\n  applyRefund(input: $input) {\n    refundId\n  }\n}": types.AfterSaleApplyRefundDocument,
    "mutation AfterSaleCancelRefund($refundId: Int!) {\n  cancelRefund(refundId: $refundId) {\n    refundId\n    status\n  }\n}": types.AfterSaleCancelRefundDocument,
    "mutation AfterSaleComplain($input: ComplainInput!) {\n  complain(input: $input) {\n    complainId\n  }\n}": types.AfterSaleComplainDocument,
    "query AfterSaleComplaint($orderGoodsId: Int!) {\n  refundData(orderGoodsId: $orderGoodsId) {\n    goods {\n      orderGoodsId\n      skuName\n      skuImage\n      price\n      num\n    }\n    orderStatus\n  }\n  complaint(orderGoodsId: $orderGoodsId) {\n    complainId\n    orderId\n    orderGoodsId\n    skuName\n    reason\n    content\n    images\n    status\n    statusName\n    reply\n    createTime\n  }\n}": types.AfterSaleComplaintDocument,
    "mutation AfterSaleEvaluateOrder($orderId: Int!, $goods: [EvaluateGoodsInput!]!) {\n  evaluateOrder(orderId: $orderId, goods: $goods)\n}": types.AfterSaleEvaluateOrderDocument,
    "mutation AfterSaleEvaluateOrderAgain($orderId: Int!, $goods: [EvaluateAgainInput!]!) {\n  evaluateOrderAgain(orderId: $orderId, goods: $goods)\n}": types.AfterSaleEvaluateOrderAgainDocument,
    "query AfterSaleEvaluation($orderId: Int!) {\n  orderEvaluation(orderId: $orderId) {\n    orderId\n    orderNo\n    evaluateStatus\n    canEvaluate\n    canEvaluateAgain\n    goods {\n      goods {\n        orderGoodsId\n        skuId\n        skuName\n        skuImage\n        price\n        num\n      }\n      content\n      images\n      scores\n      againContent\n    }\n  }\n}": types.AfterSaleEvaluationDocument,
    "query AfterSaleRefund($refundId: Int!) {\n  refund(refundId: $refundId) {\n    refundId\n    refundNo\n    orderId\n    orderNo\n    orderGoodsId\n    skuName\n    skuImage\n    num\n    refundType\n    refundTypeName\n    refundMoney\n    reason\n    status\n    createTime\n    remark\n    images\n    refuseReason\n    auditTime\n    refundTo\n    canCancel\n    canComplain\n  }\n}": types.AfterSaleRefundDocument,
    "query AfterSaleRefundData($orderGoodsId: Int!) {\n  refundData(orderGoodsId: $orderGoodsId) {\n    goods {\n      orderGoodsId\n      skuId\n      skuName\n      skuImage\n      price\n      num\n      realGoodsMoney\n      refundMoney\n      refundStatus\n      refundId\n    }\n    orderStatus\n    maxRefundMoney\n    refundTypes {\n      type\n      name\n    }\n    reasons\n    canApply\n    reasonCannot\n  }\n}": types.AfterSaleRefundDataDocument,
    "query AfterSaleRefunds($status: RefundStatus, $page: Int, $pageSize: Int) {\n  refunds(status: $status, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      refundId\n      refundNo\n      orderId\n      orderNo\n      orderGoodsId\n      skuName\n      skuImage\n      num\n      refundTypeName\n      refundMoney\n      status\n      createTime\n    }\n  }\n}": types.AfterSaleRefundsDocument,
    "query OrderBrief($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    status\n    deliveryType\n  }\n}": types.OrderBriefDocument,
    "mutation OrderClose($orderId: Int!, $reason: String) {\n  closeOrder(orderId: $orderId, reason: $reason) {\n    orderId\n    status\n    statusName\n  }\n}": types.OrderCloseDocument,
    "query OrderDetail($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    kind\n    siteId\n    siteName\n    status\n    statusName\n    deliveryType\n    deliveryTypeName\n    orderMoney\n    goodsNum\n    evaluateStatus\n    createTime\n    goods {\n      ...OrderGoodsLine\n    }\n    actions {\n      action\n      title\n    }\n    name\n    mobile\n    fullAddress\n    buyerMessage\n    goodsMoney\n    deliveryMoney\n    promotionMoney\n    couponMoney\n    invoiceMoney\n    invoice {\n      invoiceTitle\n      invoiceType\n      taxNumber\n    }\n    payType\n    payTypeName\n    payTime\n    deliveryTime\n    signTime\n    finishTime\n    closeTime\n    closeReason\n    autoCloseTime\n    autoTakeDeliveryTime\n    extendedTakeDelivery\n    store {\n      storeId\n      storeName\n      address\n      telephone\n      openTime\n    }\n    pickupCode\n    verifyCode\n    packageCount\n  }\n}": types.OrderDetailDocument,
    "mutation OrderExtendTakeDelivery($orderId: Int!) {\n  extendTakeDelivery(orderId: $orderId) {\n    orderId\n    status\n    statusName\n  }\n}": types.OrderExtendTakeDeliveryDocument,
    "fragment OrderGoodsLine on OrderGoods {\n  orderGoodsId\n  skuId\n  goodsId\n  skuName\n  skuImage\n  price\n  num\n  goodsMoney\n  realGoodsMoney\n  refundMoney\n  refundStatus\n  refundStatusName\n  refundId\n  evaluateStatus\n}": types.OrderGoodsLineFragmentDoc,
    "query OrderList($tab: OrderTab, $page: Int, $pageSize: Int) {\n  orders(tab: $tab, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    counts {\n      waitPay\n      waitSend\n      waitConfirm\n      waitRate\n      refunding\n    }\n    list {\n      orderId\n      orderNo\n      kind\n      siteId\n      siteName\n      status\n      statusName\n      deliveryType\n      deliveryTypeName\n      orderMoney\n      goodsNum\n      evaluateStatus\n      createTime\n      goods {\n        ...OrderGoodsLine\n      }\n      actions {\n        action\n        title\n      }\n    }\n  }\n}": types.OrderListDocument,
    "query OrderPackages($orderId: Int!) {\n  orderPackages(orderId: $orderId) {\n    packageId\n    packageName\n    expressCompany\n    deliveryNo\n    goods {\n      orderGoodsId\n      skuName\n      skuImage\n      num\n    }\n    traces {\n      time\n      text\n    }\n  }\n}": types.OrderPackagesDocument,
    "mutation OrderTakeDelivery($orderId: Int!) {\n  takeDelivery(orderId: $orderId) {\n    orderId\n    status\n    statusName\n  }\n}": types.OrderTakeDeliveryDocument,
    "fragment IssuanceFields on VoucherIssuance {\n  issuanceId\n  voucherName\n  faceValue\n  countPerMember\n  memberCount\n  total\n  validStart\n  validEnd\n  remark\n  operator\n  createTime\n  counts {\n    pending\n    usable\n    used\n    expired\n  }\n}": types.IssuanceFieldsFragmentDoc,
    "query MyVoucherCounts {\n  myVoucherCounts {\n    pending\n  }\n}": types.MyVoucherCountsDocument,
    "query MyVouchers($status: VoucherStatus!, $page: Int) {\n  myVouchers(status: $status, page: $page, pageSize: 10) {\n    list {\n      ...VoucherFields\n    }\n    count\n    pageCount\n  }\n  myVoucherCounts {\n    pending\n    usable\n    used\n    expired\n  }\n}": types.MyVouchersDocument,
    "mutation OrgAddMember($mobile: String!, $realName: String!) {\n  addOrgMember(mobile: $mobile, realName: $realName) {\n    memberId\n  }\n}": types.OrgAddMemberDocument,
    "query OrgCompany {\n  myOrg {\n    ...OrgFields\n  }\n  orgTypes {\n    type\n    name\n  }\n}": types.OrgCompanyDocument,
    "fragment OrgFields on Org {\n  orgId\n  orgName\n  orgType\n  orgTypeName\n  creditCode\n  contactName\n  contactMobile\n  address\n  voucherStock\n  memberCount\n  role\n}": types.OrgFieldsFragmentDoc,
    "mutation OrgKickMember($memberId: Int!) {\n  kickOrgMember(memberId: $memberId)\n}": types.OrgKickMemberDocument,
    "query OrgMembers($keyword: String, $page: Int, $pageSize: Int) {\n  myOrg {\n    ...OrgFields\n  }\n  orgMembers(keyword: $keyword, page: $page, pageSize: $pageSize) {\n    list {\n      memberId\n      username\n      nickname\n      realName\n      mobile\n      role\n      createTime\n    }\n    count\n    pageCount\n  }\n}": types.OrgMembersDocument,
    "mutation OrgSave($input: OrgInput!) {\n  saveOrg(input: $input) {\n    ...OrgFields\n  }\n}": types.OrgSaveDocument,
    "mutation VoucherActivate($voucherId: Int!) {\n  activateVoucher(voucherId: $voucherId) {\n    ...VoucherFields\n  }\n}": types.VoucherActivateDocument,
    "mutation VoucherApplyInvoice($input: VoucherInvoiceInput!) {\n  applyVoucherInvoice(input: $input) {\n    invoiceId\n    status\n  }\n}": types.VoucherApplyInvoiceDocument,
    "mutation VoucherCreateOrder($amount: String!) {\n  createVoucherOrder(amount: $amount) {\n    ...VoucherOrderFields\n  }\n}": types.VoucherCreateOrderDocument,
    "fragment VoucherFields on Voucher {\n  voucherId\n  voucherNo\n  voucherName\n  orgName\n  faceValue\n  remaining\n  status\n  statusName\n  validStart\n  validEnd\n  activateTime\n  useTime\n  memberName\n  mobile\n}": types.VoucherFieldsFragmentDoc,
    "query VoucherIssuance($issuanceId: Int!, $page: Int) {\n  voucherIssuance(issuanceId: $issuanceId, page: $page, pageSize: 10) {\n    issuance {\n      ...IssuanceFields\n    }\n    vouchers {\n      list {\n        ...VoucherFields\n      }\n      count\n      pageCount\n    }\n  }\n}": types.VoucherIssuanceDocument,
    "query VoucherIssuances($page: Int) {\n  voucherIssuances(page: $page, pageSize: 10) {\n    list {\n      ...IssuanceFields\n    }\n    count\n    pageCount\n  }\n}": types.VoucherIssuancesDocument,
    "mutation VoucherIssue($input: IssueVouchersInput!) {\n  issueVouchers(input: $input) {\n    ...IssuanceFields\n  }\n}": types.VoucherIssueDocument,
    "query VoucherIssueForm {\n  voucherOverview {\n    voucherStock\n  }\n  orgMembers(page: 1, pageSize: 100) {\n    list {\n      memberId\n      realName\n      nickname\n      mobile\n      role\n    }\n    count\n  }\n}": types.VoucherIssueFormDocument,
    "query VoucherOrder($orderId: Int!) {\n  voucherOrder(orderId: $orderId) {\n    ...VoucherOrderFields\n  }\n}": types.VoucherOrderDocument,
    "fragment VoucherOrderFields on VoucherOrder {\n  orderId\n  orderNo\n  amount\n  status\n  statusName\n  payType\n  payTime\n  invoiceStatus\n  createTime\n}": types.VoucherOrderFieldsFragmentDoc,
    "query VoucherOverview($page: Int) {\n  myOrg {\n    ...OrgFields\n  }\n  voucherOverview {\n    voucherStock\n    purchased\n    issued\n    spent\n    issuanceCount\n    memberCount\n  }\n  voucherOrders(page: $page, pageSize: 10) {\n    list {\n      ...VoucherOrderFields\n    }\n    count\n    pageCount\n  }\n  voucherInvoices(page: 1, pageSize: 10) {\n    list {\n      invoiceId\n      amount\n      invoiceTitle\n      taxNumber\n      invoiceType\n      statusName\n      invoiceNo\n      reviewRemark\n      createTime\n    }\n  }\n}": types.VoucherOverviewDocument,
    "mutation VoucherPayOrder($orderId: Int!, $payType: OrderPayType!, $payKey: String!) {\n  payVoucherOrder(orderId: $orderId, payType: $payType, payKey: $payKey) {\n    ...VoucherOrderFields\n  }\n}": types.VoucherPayOrderDocument,
    "query AssistNews($id: Int!) {\n  assistNews(id: $id) {\n    id\n    title\n    source\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}": types.AssistNewsDocument,
    "query AssistNewsList($page: Int, $pageSize: Int) {\n  assistNewsList(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      cover\n      summary\n      source\n      createTime\n    }\n  }\n}": types.AssistNewsListDocument,
    "query AssistProject($id: Int!) {\n  assistProject(id: $id) {\n    id\n    title\n    place\n    beneficiaries\n    targetAmount\n    raisedAmount\n    progress\n    status\n    cover\n    summary\n    images\n    content\n    createTime\n    goods {\n      ...ZoneGoodsFields\n    }\n  }\n}": types.AssistProjectDocument,
    "query AssistProjects($page: Int, $pageSize: Int) {\n  assistProjects(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      place\n      beneficiaries\n      targetAmount\n      raisedAmount\n      progress\n      status\n      cover\n      summary\n    }\n  }\n}": types.AssistProjectsDocument,
    "mutation ClaimCoupon($couponTypeId: Int!) {\n  claimCoupon(couponTypeId: $couponTypeId) {\n    couponId\n    couponTypeId\n    endTime\n    state\n  }\n}": types.ClaimCouponDocument,
    "query ComboDetail($comboId: Int!) {\n  comboDetail(comboId: $comboId) {\n    comboId\n    name\n    siteId\n    siteName\n    comboPrice\n    originalPrice\n    saving\n    endTime\n    now\n    stock\n    goods {\n      goodsId\n      skuId\n      goodsName\n      skuName\n      skuImage\n      price\n      num\n      stock\n    }\n  }\n}": types.ComboDetailDocument,
    "query CouponCentre($siteId: Int, $page: Int, $pageSize: Int) {\n  couponCentre(siteId: $siteId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      couponTypeId\n      siteId\n      siteName\n      name\n      type\n      money\n      discount\n      atLeast\n      count\n      leadCount\n      maxFetch\n      validityType\n      fixedTerm\n      startTime\n      endTime\n      state\n      claimedNum\n    }\n  }\n}": types.CouponCentreDocument,
    "query DiyPage($id: Int!) {\n  diyPage(id: $id) {\n    id\n    title\n    componentsJson\n    goods {\n      ...ZoneGoodsFields\n    }\n  }\n}": types.DiyPageDocument,
    "query FreshHall($tab: String, $page: Int, $pageSize: Int) {\n  freshHall {\n    code\n    title\n    subtitle\n    banner\n    introduction\n    notice\n    tabKind\n    tabs {\n      name\n      count\n    }\n  }\n  freshGoods(tab: $tab, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    page\n    list {\n      ...ZoneGoodsFields\n    }\n  }\n}": types.FreshHallDocument,
    "query GoodsPromotion($goodsId: Int!) {\n  goodsPromotion(goodsId: $goodsId) {\n    goodsId\n    now\n    manjian\n    seckill {\n      seckillId\n      skuId\n      seckillPrice\n      endTime\n      stock\n    }\n    groupbuy {\n      groupbuyId\n      skuId\n      groupbuyPrice\n      minNum\n      endTime\n    }\n    topic {\n      topicId\n      topicName\n      skuId\n      topicPrice\n      endTime\n    }\n    combos {\n      comboId\n      name\n      comboPrice\n      originalPrice\n      saving\n    }\n  }\n}": types.GoodsPromotionDocument,
    "query GroupbuyDetail($groupbuyId: Int!) {\n  groupbuyDetail(groupbuyId: $groupbuyId) {\n    siteId\n    siteName\n    introduction\n    now\n    groupbuy {\n      ...GroupbuyFields\n    }\n  }\n}": types.GroupbuyDetailDocument,
    "fragment GroupbuyFields on Groupbuy {\n  groupbuyId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  groupbuyPrice\n  minNum\n  stock\n  totalStock\n  soldNum\n  soldPercent\n  startTime\n  endTime\n}": types.GroupbuyFieldsFragmentDoc,
    "query Groupbuys($keyword: String, $order: GroupbuyOrder, $page: Int, $pageSize: Int) {\n  groupbuys(keyword: $keyword, order: $order, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...GroupbuyFields\n    }\n  }\n}": types.GroupbuysDocument,
    "query MealPackages($people: Int) {\n  mealPackages(people: $people) {\n    id\n    title\n    people\n    image\n    description\n    packagePrice\n    originalPrice\n    items {\n      num\n      goods {\n        ...ZoneGoodsFields\n      }\n    }\n  }\n}": types.MealPackagesDocument,
    "query PromotionSwitches {\n  promotionSwitches {\n    seckill\n    groupbuy\n    combo\n    topic\n    coupon\n  }\n}": types.PromotionSwitchesDocument,
    "query SeckillDetail($seckillId: Int!) {\n  seckillDetail(seckillId: $seckillId) {\n    now\n    siteId\n    siteName\n    introduction\n    boughtNum\n    slot {\n      slotId\n      name\n      startTime\n      endTime\n      state\n    }\n    goods {\n      ...SeckillGoodsFields\n    }\n  }\n}": types.SeckillDetailDocument,
    "fragment SeckillGoodsFields on SeckillGoods {\n  seckillId\n  slotId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  seckillPrice\n  stock\n  totalStock\n  soldPercent\n  limitNum\n}": types.SeckillGoodsFieldsFragmentDoc,
    "query SeckillSlotGoods($slotId: Int!, $page: Int, $pageSize: Int) {\n  seckillGoods(slotId: $slotId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...SeckillGoodsFields\n    }\n  }\n}": types.SeckillSlotGoodsDocument,
    "query SeckillSlots {\n  seckillSlots {\n    now\n    nextChange\n    list {\n      slotId\n      name\n      startTime\n      endTime\n      state\n    }\n  }\n}": types.SeckillSlotsDocument,
    "query TopicDetail($topicId: Int!, $page: Int, $pageSize: Int) {\n  topicDetail(topicId: $topicId, page: $page, pageSize: $pageSize) {\n    now\n    topic {\n      ...TopicFields\n    }\n    goods {\n      count\n      pageCount\n      list {\n        ...TopicGoodsFields\n      }\n    }\n  }\n}": types.TopicDetailDocument,
    "fragment TopicFields on Topic {\n  topicId\n  name\n  banner\n  remark\n  startTime\n  endTime\n  goodsCount\n}\n\nfragment TopicGoodsFields on TopicGoods {\n  id\n  topicId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  topicPrice\n  stock\n}": types.TopicFieldsFragmentDoc,
    "query TopicGoods($id: Int!) {\n  topicGoods(id: $id) {\n    siteId\n    siteName\n    introduction\n    now\n    topic {\n      ...TopicFields\n    }\n    goods {\n      ...TopicGoodsFields\n    }\n  }\n}": types.TopicGoodsDocument,
    "query Topics($page: Int, $pageSize: Int) {\n  topics(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...TopicFields\n    }\n  }\n}": types.TopicsDocument,
    "fragment ZoneGoodsFields on Goods {\n  skuId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}": types.ZoneGoodsFieldsFragmentDoc,
    "query ZonePage($code: String!, $tab: String, $province: String, $page: Int, $pageSize: Int) {\n  zone(code: $code, province: $province) {\n    code\n    title\n    subtitle\n    banner\n    introduction\n    notice\n    tabKind\n    tabs {\n      name\n      count\n    }\n  }\n  zoneGoods(\n    code: $code\n    tab: $tab\n    province: $province\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    pageCount\n    page\n    list {\n      ...ZoneGoodsFields\n    }\n  }\n}": types.ZonePageDocument,
    "query RankingBoard($type: RankingType!, $areaId: Int, $level: Int, $orgType: Int, $period: RankingPeriod, $limit: Int) {\n  rankingList(\n    type: $type\n    areaId: $areaId\n    level: $level\n    orgType: $orgType\n    period: $period\n    limit: $limit\n  ) {\n    type\n    period\n    level\n    areaId\n    number\n    total\n    list {\n      rank\n      id\n      name\n      money\n      orderNum\n      siteId\n      orgName\n    }\n    addressList {\n      id\n      name\n      level\n    }\n    orgTypeList {\n      type\n      name\n    }\n  }\n}": types.RankingBoardDocument,
    "query TradeTicker($limit: Int) {\n  rankingList(type: ORDER_REAL_TIME, limit: $limit) {\n    list {\n      id\n      name\n      username\n      mobile\n      skuName\n      money\n      createTime\n    }\n  }\n}": types.TradeTickerDocument,
    "query BranchHomePage($siteId: Int!) {\n  website(id: $siteId) {\n    id\n    title\n    type\n    webDomain\n  }\n  websiteBanners(siteId: $siteId) {\n    id\n    title\n    image\n    url\n  }\n  websiteRecommendGoods(siteId: $siteId, pageSize: 20) {\n    count\n    list {\n      ...RegionGoodsFields\n    }\n  }\n}": types.BranchHomePageDocument,
    "query ChangeCityPage($keyword: String) {\n  websites(keyword: $keyword) {\n    ...RegionSiteFields\n  }\n}": types.ChangeCityPageDocument,
    "query CityCarouselBlock {\n  websiteCarousel(siteNum: 10, goodsNum: 4) {\n    site {\n      ...RegionSiteFields\n    }\n    goods {\n      ...RegionGoodsFields\n    }\n  }\n}": types.CityCarouselBlockDocument,
    "fragment RegionGoodsFields on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}": types.RegionGoodsFieldsFragmentDoc,
    "query RegionHallPage($siteId: Int!, $filter: RegionGoodsFilter!, $page: Int) {\n  regionHall(siteId: $siteId) {\n    site {\n      id\n      title\n      shortName\n      welcome\n    }\n    categories {\n      ...RegionTreeFields\n      children {\n        ...RegionTreeFields\n        children {\n          ...RegionTreeFields\n        }\n      }\n    }\n    children {\n      ...RegionSiteFields\n    }\n  }\n  regionGoods(filter: $filter, page: $page, pageSize: 20) {\n    count\n    pageCount\n    list {\n      ...RegionGoodsFields\n    }\n  }\n}": types.RegionHallPageDocument,
    "query RegionHallsPage {\n  regionHalls {\n    shopNum\n    goodsNum\n    site {\n      ...RegionSiteFields\n    }\n  }\n}": types.RegionHallsPageDocument,
    "fragment RegionSiteFields on Website {\n  id\n  title\n  logo\n  websiteType\n  provinceName\n  initial\n  parentId\n}": types.RegionSiteFieldsFragmentDoc,
    "fragment RegionTreeFields on TreeCategory {\n  id\n  name\n  level\n}": types.RegionTreeFieldsFragmentDoc,
    "fragment ShopGoodsFields on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}": types.ShopGoodsFieldsFragmentDoc,
    "query ShopListPage($siteId: Int, $categoryId: Int, $categoryLevel: Int, $keyword: String, $page: Int) {\n  shopList(\n    siteId: $siteId\n    categoryId: $categoryId\n    categoryLevel: $categoryLevel\n    keyword: $keyword\n    page: $page\n    pageSize: 12\n  ) {\n    count\n    pageCount\n    list {\n      id\n      name\n      shortName\n      avatar\n      address\n      goodsNum\n      fansNum\n      storeNum\n      score\n    }\n  }\n}": types.ShopListPageDocument,
    "query ShopPage($shopId: Int!, $filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $withStores: Boolean!) {\n  shop(id: $shopId) {\n    id\n    name\n    shortName\n    avatar\n    goodsNum\n    fansNum\n    followed\n    score\n    storeNum\n  }\n  shopCategoryTree(shopId: $shopId) {\n    ...ShopTreeFields\n    children {\n      ...ShopTreeFields\n      children {\n        ...ShopTreeFields\n      }\n    }\n  }\n  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: 20) {\n    count\n    pageCount\n    page\n    list {\n      ...ShopGoodsFields\n    }\n  }\n  shopStores(shopId: $shopId, pageSize: 50) @include(if: $withStores) {\n    list {\n      id\n      name\n      address\n      telephone\n      openTime\n    }\n  }\n}": types.ShopPageDocument,
    "fragment ShopTreeFields on TreeCategory {\n  id\n  name\n  level\n}": types.ShopTreeFieldsFragmentDoc,
    "query SupportDetailPage($id: Int!, $page: Int) {\n  supportUnit(id: $id) {\n    ...SupportUnitFields\n  }\n  supportGoods(supportId: $id, page: $page, pageSize: 20) {\n    count\n    pageCount\n    list {\n      ...ShopGoodsFields\n    }\n  }\n}": types.SupportDetailPageDocument,
    "query SupportListPage($categoryId: Int, $page: Int) {\n  supportCategoryTree {\n    ...ShopTreeFields\n    children {\n      ...ShopTreeFields\n      children {\n        ...ShopTreeFields\n      }\n    }\n  }\n  supportUnits(categoryId: $categoryId, page: $page, pageSize: 12) {\n    count\n    pageCount\n    list {\n      ...SupportUnitFields\n    }\n  }\n}": types.SupportListPageDocument,
    "fragment SupportUnitFields on SupportUnit {\n  id\n  name\n  logo\n  introduction\n  goodsNum\n}": types.SupportUnitFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Shell {\n  site {\n    siteId\n    title\n    desc\n    keywords\n    logo\n    webStatus\n    webPhone\n    webQrcode\n    defaultImages {\n      goods\n      head\n      shop\n      city\n      supply\n      store\n      category\n      brand\n    }\n    copyright {\n      icp\n      address\n      businessLicense\n      report\n      marketSupervisionUrl\n      copyrightTitle\n      copyrightLink\n      copyrightDesc\n      govRecord\n      govUrl\n    }\n    servicer {\n      open\n      type\n      hotline\n      thirdUrl\n    }\n  }\n  navList {\n    id\n    title\n    url\n    isBlank\n  }\n  categoryTree {\n    id\n    name\n    level\n    image\n    children {\n      id\n      name\n      level\n      image\n      children {\n        id\n        name\n        level\n        image\n      }\n    }\n  }\n  helpClasses(classNum: 5, childNum: 3) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  friendlyLinks {\n    id\n    title\n    pic\n    url\n    isBlank\n  }\n  hotSearchWords\n  defaultSearchWord\n  adv(keyword: \"NS_PC_INDEX_TOP\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  member {\n    id\n    username\n    nickname\n    headimg\n  }\n  cart {\n    count\n    total\n    items {\n      cartId\n      skuId\n      skuName\n      skuImage\n      discountPrice\n      num\n      tagType\n      tagLevel\n    }\n  }\n}"): typeof import('./graphql').ShellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartPage {\n  member {\n    id\n  }\n  cart {\n    ...CartPageCart\n  }\n}"): typeof import('./graphql').CartPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartPageCart on Cart {\n  count\n  total\n  items {\n    cartId\n    skuId\n    skuName\n    skuImage\n    discountPrice\n    num\n    stock\n    tagType\n    tagLevel\n    siteId\n    siteName\n    invalid\n    invalidReason\n    promotion {\n      seckill {\n        seckillId\n        seckillPrice\n      }\n      groupbuy {\n        groupbuyId\n        groupbuyPrice\n        minNum\n      }\n      topic {\n        topicName\n        topicPrice\n      }\n      manjian\n    }\n  }\n}"): typeof import('./graphql').CartPageCartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartPageDeleteItems($cartIds: [Int!]!) {\n  deleteCartItems(cartIds: $cartIds) {\n    ...CartPageCart\n  }\n}"): typeof import('./graphql').CartPageDeleteItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartPageUpdateItem($cartId: Int!, $num: Int!) {\n  updateCartItem(cartId: $cartId, num: $num) {\n    ...CartPageCart\n  }\n}"): typeof import('./graphql').CartPageUpdateItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutCalculate($input: CheckoutInput!) {\n  checkout(input: $input) {\n    kind\n    goods {\n      skuId\n      goodsId\n      skuName\n      skuImage\n      price\n      num\n      goodsMoney\n      siteId\n      siteName\n    }\n    deliveryType\n    deliveryOptions {\n      type\n      name\n      fee\n    }\n    address {\n      addressId\n      name\n      mobile\n      fullAddress\n    }\n    stores {\n      storeId\n      storeName\n      address\n      telephone\n      openTime\n    }\n    goodsMoney\n    deliveryMoney\n    promotionMoney\n    promotions {\n      siteId\n      text\n      discountMoney\n    }\n    couponMoney\n    coupons {\n      couponId\n      couponName\n      discountMoney\n      usable\n      reason\n    }\n    invoiceMoney\n    invoice {\n      invoiceId\n      invoiceTitle\n      invoiceType\n      rate\n    }\n    orderMoney\n  }\n}"): typeof import('./graphql').CheckoutCalculateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutCreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    orderId\n    orderNo\n    orderMoney\n    status\n    autoCloseTime\n    repeated\n  }\n}"): typeof import('./graphql').CheckoutCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayInfo($orderIds: [Int!]!) {\n  payInfo(orderIds: $orderIds) {\n    payMoney\n    balance\n    orders {\n      orderId\n      orderNo\n      orderMoney\n      status\n      autoCloseTime\n    }\n    methods {\n      type\n      name\n      desc\n      isDemo\n      enabled\n    }\n    offlineAccount {\n      bankName\n      accountName\n      accountNo\n      remark\n    }\n    vouchers {\n      voucherId\n      voucherNo\n      voucherName\n      remaining\n      validEnd\n      usableMoney\n    }\n  }\n}"): typeof import('./graphql').PayInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayOrders($orderIds: [Int!]!, $payType: OrderPayType!, $payKey: String!, $voucherId: Int) {\n  payOrders(\n    orderIds: $orderIds\n    payType: $payType\n    payKey: $payKey\n    voucherId: $voucherId\n  ) {\n    paymentId\n    payNo\n    payType\n    payTypeName\n    amount\n    status\n    voucherMoney\n  }\n}"): typeof import('./graphql').PayOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayResult($orderIds: [Int!]!, $orderId: Int!) {\n  payInfo(orderIds: $orderIds) {\n    orders {\n      orderId\n      orderNo\n      orderMoney\n      status\n      autoCloseTime\n    }\n  }\n  order(orderId: $orderId) {\n    orderId\n    payType\n    payTypeName\n    payTime\n  }\n}"): typeof import('./graphql').PayResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaySubmitTickets($orderIds: [Int!]!, $images: [String!]!, $remark: String, $payKey: String!) {\n  submitPayTickets(\n    orderIds: $orderIds\n    images: $images\n    remark: $remark\n    payKey: $payKey\n  ) {\n    paymentId\n    payNo\n    status\n  }\n}"): typeof import('./graphql').PaySubmitTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayTickets($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    status\n  }\n  payTickets(orderId: $orderId) {\n    payMoney\n    orderStatus\n    offlineAccount {\n      bankName\n      accountName\n      accountNo\n      remark\n    }\n    tickets {\n      paymentId\n      payNo\n      amount\n      status\n      statusName\n      orderIds\n      images\n      remark\n      reviewRemark\n      createTime\n      payTime\n    }\n  }\n}"): typeof import('./graphql').PayTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFootprint($skuId: Int!) {\n  addFootprint(skuId: $skuId)\n}"): typeof import('./graphql').AddFootprintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddToCart($skuId: Int!, $num: Int!) {\n  addToCart(skuId: $skuId, num: $num) {\n    count\n  }\n}"): typeof import('./graphql').AddToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Brands($categoryId: Int, $page: Int, $pageSize: Int) {\n  brands(categoryId: $categoryId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      name\n      image\n      recommended\n      goodsNum\n    }\n  }\n}"): typeof import('./graphql').BrandsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryTree {\n  categoryTree {\n    id\n    name\n    level\n    image\n    image1\n    children {\n      id\n      name\n      level\n      image\n      image1\n      children {\n        id\n        name\n        level\n        image\n        image1\n      }\n    }\n  }\n}"): typeof import('./graphql').CategoryTreeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CollectGoods($skuId: Int!) {\n  collectGoods(skuId: $skuId)\n}"): typeof import('./graphql').CollectGoodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Evaluations($goodsId: Int!, $kind: EvaluationKind, $withImages: Boolean, $page: Int, $pageSize: Int) {\n  evaluations(\n    goodsId: $goodsId\n    kind: $kind\n    withImages: $withImages\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    pageCount\n    counts {\n      total\n      good\n      medium\n      bad\n      withImages\n    }\n    list {\n      id\n      memberName\n      memberHeadimg\n      content\n      images\n      scores\n      kind\n      skuName\n      createTime\n      againContent\n      explainFirst\n    }\n  }\n}"): typeof import('./graphql').EvaluationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowShop($shopId: Int!) {\n  followShop(shopId: $shopId)\n}"): typeof import('./graphql').FollowShopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GoodsDetail($skuId: Int!) {\n  goodsDetail(skuId: $skuId) {\n    skuId\n    goodsId\n    goodsName\n    skuName\n    specName\n    price\n    discountPrice\n    stock\n    saleNum\n    evaluateNum\n    goodsImages\n    skuImage\n    introduction\n    brief\n    recommendWay\n    tagType\n    tagLevel\n    onShelf\n    categoryId\n    brandId\n    brandName\n    isCollected\n    shop {\n      id\n      name\n      shortName\n      avatar\n      logo\n      province\n      address\n      telephone\n    }\n    specs {\n      name\n      values {\n        skuId\n        name\n        selected\n        available\n      }\n    }\n    skus {\n      skuId\n      specName\n      skuImage\n      price\n      discountPrice\n      stock\n    }\n    categoryPath {\n      id\n      name\n      level\n    }\n    manjian {\n      id\n      name\n      type\n      startTime\n      endTime\n      rules {\n        money\n        discountMoney\n        text\n      }\n    }\n  }\n}"): typeof import('./graphql').GoodsDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GoodsListPage($filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $pageSize: Int, $categoryId: Int!, $withCategory: Boolean!, $brandCategoryId: Int) {\n  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    page\n    pageSize\n    list {\n      skuId\n      goodsId\n      goodsName\n      skuName\n      skuImage\n      mainImage\n      price\n      discountPrice\n      recommendWay\n      tagType\n      tagLevel\n      saleNum\n      stock\n      promotion {\n        seckill {\n          seckillPrice\n        }\n        groupbuy {\n          groupbuyPrice\n          minNum\n        }\n        topic {\n          topicName\n          topicPrice\n        }\n        manjian\n      }\n    }\n  }\n  category(id: $categoryId) @include(if: $withCategory) {\n    id\n    name\n    level\n    path {\n      id\n      name\n      level\n    }\n    children {\n      id\n      name\n      level\n    }\n  }\n  brands(categoryId: $brandCategoryId, page: 1, pageSize: 30) {\n    list {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql').GoodsListPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GoodsShop($shopId: Int!) {\n  shop(id: $shopId) {\n    id\n    name\n    shortName\n    avatar\n    logo\n    province\n    address\n    telephone\n    goodsNum\n    fansNum\n    followed\n  }\n}"): typeof import('./graphql').GoodsShopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  adv(keyword: \"NS_PC_INDEX\") {\n    id\n    enabled\n    background\n    advs {\n      id\n      title\n      image\n      url\n      background\n    }\n  }\n  floors {\n    __typename\n    ... on FloorStyle1 {\n      id\n      title\n      leftImage {\n        url\n        link\n      }\n      bottomImage {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n    }\n    ... on FloorStyle3 {\n      id\n      title\n      categories {\n        id\n        name\n        level\n      }\n      images {\n        url\n        link\n      }\n      goods {\n        ...HomeGoods\n      }\n      brands {\n        id\n        name\n        image\n      }\n    }\n  }\n  noticeAndArticle(num: 6) {\n    notices {\n      id\n      title\n      createTime\n    }\n    articles {\n      id\n      title\n      createTime\n    }\n  }\n  floatLayer {\n    show\n    title\n    image\n    url\n    number\n  }\n}\n\nfragment HomeGoods on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n  siteId\n  promotion {\n    seckill {\n      seckillPrice\n    }\n    groupbuy {\n      groupbuyPrice\n      minNum\n    }\n    topic {\n      topicName\n      topicPrice\n    }\n    manjian\n  }\n}"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecommendGoods($categoryId: Int, $size: Int) {\n  recommendGoods(categoryId: $categoryId, size: $size) {\n    skuId\n    goodsId\n    goodsName\n    skuName\n    skuImage\n    price\n    discountPrice\n    recommendWay\n    tagType\n    tagLevel\n  }\n}"): typeof import('./graphql').RecommendGoodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopSearch($keyword: String, $page: Int, $pageSize: Int) {\n  shopSearch(keyword: $keyword, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      name\n      shortName\n      avatar\n      logo\n      province\n      address\n      goodsNum\n    }\n  }\n}"): typeof import('./graphql').ShopSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UncollectGoods($goodsId: Int!) {\n  uncollectGoods(goodsId: $goodsId)\n}"): typeof import('./graphql').UncollectGoodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnfollowShop($shopId: Int!) {\n  unfollowShop(shopId: $shopId)\n}"): typeof import('./graphql').UnfollowShopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Article($id: Int!) {\n  article(id: $id) {\n    id\n    title\n    cover\n    summary\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').ArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Articles($page: Int, $pageSize: Int) {\n  articles(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      cover\n      summary\n      createTime\n    }\n  }\n}"): typeof import('./graphql').ArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Help($id: Int!) {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  help(id: $id) {\n    id\n    title\n    classId\n    className\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').HelpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HelpClasses {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').HelpClassesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HelpList($classId: Int, $page: Int, $pageSize: Int) {\n  helpClasses(classNum: 50, childNum: 100) {\n    id\n    name\n    entries {\n      id\n      title\n    }\n  }\n  helpList(classId: $classId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      classId\n      className\n      createTime\n    }\n  }\n}"): typeof import('./graphql').HelpListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notice($id: Int!) {\n  notice(id: $id) {\n    id\n    title\n    isTop\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').NoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notices($page: Int, $pageSize: Int) {\n  notices(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      isTop\n      createTime\n    }\n  }\n}"): typeof import('./graphql').NoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayClientSelfCheck {\n  __typename\n}"): typeof import('./graphql').GatewayClientSelfCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Captcha {\n  captcha {\n    id\n    image\n  }\n}"): typeof import('./graphql').CaptchaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckResetPasswordCode($mobile: String!, $code: String!) {\n  checkResetPasswordCode(mobile: $mobile, code: $code) {\n    key\n    expireSeconds\n  }\n}"): typeof import('./graphql').CheckResetPasswordCodeDocument;
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
export function graphql(source: "query MemberAccount($type: AccountType, $source: AccountSource, $page: Int, $pageSize: Int) {\n  account {\n    balance\n    balanceFrozen\n    point\n  }\n  accountRecords(type: $type, source: $source, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      type\n      amount\n      source\n      sourceName\n      remark\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberAddAddress($input: AddressInput!) {\n  addAddress(input: $input)\n}"): typeof import('./graphql').MemberAddAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberAddBankAccount($input: BankAccountInput!) {\n  addBankAccount(input: $input)\n}"): typeof import('./graphql').MemberAddBankAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberAddInvoiceTitle($input: InvoiceTitleInput!) {\n  addInvoiceTitle(input: $input)\n}"): typeof import('./graphql').MemberAddInvoiceTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberAddress($id: Int!) {\n  address(id: $id) {\n    id\n    name\n    mobile\n    telephone\n    provinceId\n    cityId\n    districtId\n    address\n    fullAddress\n    isDefault\n    createTime\n  }\n}"): typeof import('./graphql').MemberAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberAddresses($page: Int, $pageSize: Int) {\n  addresses(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      name\n      mobile\n      telephone\n      provinceId\n      cityId\n      districtId\n      address\n      fullAddress\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberApplyWithdrawal($bankAccountId: Int!, $amount: String!) {\n  applyWithdrawal(bankAccountId: $bankAccountId, amount: $amount) {\n    id\n    withdrawNo\n    balance\n  }\n}"): typeof import('./graphql').MemberApplyWithdrawalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberBankAccountEdit($id: Int!, $withAccount: Boolean!) {\n  bankAccount(id: $id) @include(if: $withAccount) {\n    id\n    type\n    typeName\n    realname\n    mobile\n    branchBankName\n    account\n    isDefault\n    createTime\n  }\n  transferTypes {\n    type\n    name\n  }\n  withdrawConfig {\n    transferTypes\n  }\n}"): typeof import('./graphql').MemberBankAccountEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberBankAccounts($page: Int, $pageSize: Int) {\n  bankAccounts(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      type\n      typeName\n      realname\n      mobile\n      branchBankName\n      account\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberBankAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberCaptcha {\n  captcha {\n    id\n    image\n  }\n}"): typeof import('./graphql').MemberCaptchaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberChangeMobile($mobile: String!, $code: String!) {\n  changeMobile(mobile: $mobile, code: $code)\n}"): typeof import('./graphql').MemberChangeMobileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberChangePassword($oldPassword: String!, $newPassword: String!) {\n  changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n}"): typeof import('./graphql').MemberChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberCollection($page: Int, $pageSize: Int) {\n  collection(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        price\n        discountPrice\n      }\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberCoupons($state: CouponState, $page: Int, $pageSize: Int) {\n  memberCoupons(state: $state, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      name\n      type\n      money\n      discount\n      atLeast\n      shopId\n      shopName\n      state\n      startTime\n      endTime\n      useTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberCouponsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberCreateRechargeOrder($rechargeId: Int!, $requestKey: String) {\n  createRechargeOrder(rechargeId: $rechargeId, requestKey: $requestKey) {\n    id\n  }\n}"): typeof import('./graphql').MemberCreateRechargeOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDeleteAddress($id: Int!) {\n  deleteAddress(id: $id)\n}"): typeof import('./graphql').MemberDeleteAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDeleteBankAccount($id: Int!) {\n  deleteBankAccount(id: $id)\n}"): typeof import('./graphql').MemberDeleteBankAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDeleteFootprint($ids: [Int!]!) {\n  deleteFootprint(ids: $ids)\n}"): typeof import('./graphql').MemberDeleteFootprintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDeleteInvoiceTitle($id: Int!) {\n  deleteInvoiceTitle(id: $id)\n}"): typeof import('./graphql').MemberDeleteInvoiceTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberFootprint($page: Int, $pageSize: Int) {\n  footprint(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        price\n        discountPrice\n      }\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberFootprintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberHelp($id: Int!) {\n  help(id: $id) {\n    id\n    title\n    classId\n    className\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').MemberHelpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberHelpList($classId: Int, $page: Int, $pageSize: Int) {\n  helpClasses(classNum: 20, childNum: 0) {\n    id\n    name\n  }\n  helpList(classId: $classId, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      title\n      classId\n      className\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberHelpListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberInvoiceTitle($id: Int!) {\n  invoiceTitle(id: $id) {\n    id\n    kind\n    titleType\n    title\n    taxNumber\n    email\n    companyAddress\n    companyPhone\n    bankName\n    bankAccount\n    isDefault\n    createTime\n  }\n}"): typeof import('./graphql').MemberInvoiceTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberInvoiceTitles($page: Int, $pageSize: Int) {\n  invoiceTitles(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      kind\n      titleType\n      title\n      taxNumber\n      email\n      companyAddress\n      companyPhone\n      bankName\n      bankAccount\n      isDefault\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberInvoiceTitlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberLevels {\n  memberLevels {\n    id\n    name\n    growth\n    isCurrent\n  }\n  memberDetail {\n    id\n    nickname\n    headimg\n    levelId\n    levelName\n  }\n}"): typeof import('./graphql').MemberLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberOrderCounts {\n  orderCounts {\n    waitPay\n    waitSend\n    waitConfirm\n    waitRate\n    refunding\n  }\n}"): typeof import('./graphql').MemberOrderCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberOverview {\n  memberDetail {\n    id\n    username\n    nickname\n    headimg\n    mobile\n    levelId\n    levelName\n    balance\n    balanceFrozen\n    point\n  }\n  couponCount\n  footprint(page: 1, pageSize: 8) {\n    list {\n      id\n      time\n      onShelf\n      goods {\n        skuId\n        goodsId\n        goodsName\n        skuName\n        skuImage\n        discountPrice\n      }\n    }\n    count\n  }\n}"): typeof import('./graphql').MemberOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberPayRechargeOrder($orderId: Int!, $payType: PayType) {\n  payRechargeOrder(orderId: $orderId, payType: $payType) {\n    id\n    status\n  }\n}"): typeof import('./graphql').MemberPayRechargeOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberProfile {\n  memberDetail {\n    id\n    username\n    nickname\n    headimg\n    mobile\n    registerType\n    companyName\n    levelName\n    regTime\n    lastLoginTime\n  }\n}"): typeof import('./graphql').MemberProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberRechargeList($page: Int, $pageSize: Int) {\n  rechargePackages(page: 1, pageSize: 100) {\n    list {\n      id\n      name\n      coverImg\n      faceValue\n      buyPrice\n      point\n    }\n  }\n  rechargeOrders(page: $page, pageSize: $pageSize) {\n    list {\n      id\n      orderNo\n      packageName\n      faceValue\n      buyPrice\n      point\n      status\n      statusName\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberRechargeListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberRechargeOrder($id: Int!) {\n  rechargeOrder(id: $id) {\n    id\n    orderNo\n    packageId\n    packageName\n    coverImg\n    faceValue\n    buyPrice\n    point\n    status\n    statusName\n    payTypeName\n    createTime\n    payTime\n  }\n  rechargePayTypes {\n    type\n    name\n    desc\n    isDemo\n  }\n}"): typeof import('./graphql').MemberRechargeOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberRegions($pid: Int, $level: Int) {\n  regions(pid: $pid, level: $level) {\n    id\n    pid\n    name\n    level\n    hasChildren\n  }\n}"): typeof import('./graphql').MemberRegionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberSendChangeMobileCode($input: SmsCodeInput!) {\n  sendChangeMobileCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}"): typeof import('./graphql').MemberSendChangeMobileCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberSetDefaultAddress($id: Int!) {\n  setDefaultAddress(id: $id)\n}"): typeof import('./graphql').MemberSetDefaultAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberSetDefaultBankAccount($id: Int!) {\n  setDefaultBankAccount(id: $id)\n}"): typeof import('./graphql').MemberSetDefaultBankAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberSignin {\n  signin {\n    point\n    days\n    totalPoint\n  }\n}"): typeof import('./graphql').MemberSigninDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberSigninPage {\n  signinConfig {\n    isOpen\n    rules {\n      day\n      point\n    }\n    cycle\n  }\n  signinState {\n    signed\n    days\n    nextPoint\n  }\n  account {\n    point\n  }\n  accountRecords(type: POINT, source: SIGNIN, page: 1, pageSize: 31) {\n    list {\n      id\n      amount\n      createTime\n    }\n  }\n}"): typeof import('./graphql').MemberSigninPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberUncollectGoods($goodsId: Int!) {\n  uncollectGoods(goodsId: $goodsId)\n}"): typeof import('./graphql').MemberUncollectGoodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberUpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input)\n}"): typeof import('./graphql').MemberUpdateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberUpdateBankAccount($id: Int!, $input: BankAccountInput!) {\n  updateBankAccount(id: $id, input: $input)\n}"): typeof import('./graphql').MemberUpdateBankAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberUpdateInvoiceTitle($id: Int!, $input: InvoiceTitleInput!) {\n  updateInvoiceTitle(id: $id, input: $input)\n}"): typeof import('./graphql').MemberUpdateInvoiceTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberUpdateNickname($nickname: String!) {\n  updateNickname(nickname: $nickname)\n}"): typeof import('./graphql').MemberUpdateNicknameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberVerifyCode($id: Int!) {\n  verifyCode(id: $id) {\n    id\n    code\n    type\n    typeName\n    orderNo\n    shopName\n    items {\n      skuName\n      skuImage\n      num\n      price\n    }\n    verified\n    verifyTime\n    expireTime\n    createTime\n    storeName\n    storeAddress\n    verifierName\n  }\n}"): typeof import('./graphql').MemberVerifyCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberVerifyCodes($type: VerifyType, $verified: Boolean, $page: Int, $pageSize: Int) {\n  verifyCodes(type: $type, verified: $verified, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      code\n      type\n      typeName\n      orderNo\n      shopName\n      items {\n        skuName\n        skuImage\n        num\n        price\n      }\n      verified\n      verifyTime\n      expireTime\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberVerifyCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberWithdrawApply {\n  account {\n    balance\n    balanceFrozen\n  }\n  withdrawConfig {\n    isOpen\n    min\n    max\n    rate\n    transferTypes\n  }\n  bankAccounts(page: 1, pageSize: 100) {\n    list {\n      id\n      type\n      typeName\n      realname\n      mobile\n      branchBankName\n      account\n      isDefault\n      createTime\n    }\n  }\n}"): typeof import('./graphql').MemberWithdrawApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberWithdrawal($id: Int!) {\n  withdrawal(id: $id) {\n    id\n    withdrawNo\n    transferType\n    transferTypeName\n    applyMoney\n    serviceMoney\n    money\n    status\n    statusName\n    applyTime\n    realname\n    mobile\n    bankName\n    accountNumber\n    refuseReason\n    paymentTime\n  }\n}"): typeof import('./graphql').MemberWithdrawalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberWithdrawals($status: WithdrawStatus, $page: Int, $pageSize: Int) {\n  withdrawals(status: $status, page: $page, pageSize: $pageSize) {\n    list {\n      id\n      withdrawNo\n      transferType\n      transferTypeName\n      applyMoney\n      serviceMoney\n      money\n      status\n      statusName\n      applyTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').MemberWithdrawalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MobileLogin($input: MobileLoginInput!) {\n  mobileLogin(input: $input) {\n    id\n    username\n    nickname\n  }\n}"): typeof import('./graphql').MobileLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    username\n    nickname\n  }\n}"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegisterAgreements {\n  register: registerAgreement(kind: REGISTER) {\n    title\n    content\n  }\n  company: registerAgreement(kind: COMPANY) {\n    title\n    content\n  }\n  privacy: registerAgreement(kind: PRIVACY) {\n    title\n    content\n  }\n  safeguard: registerAgreement(kind: SAFEGUARD) {\n    title\n    content\n  }\n}"): typeof import('./graphql').RegisterAgreementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegisterConfig {\n  registerConfig {\n    registerTypes\n    mobileRequired\n    smsRequired\n    usernameOptional\n    agreementRequired\n    passwordMin\n    passwordMax\n    passwordRule\n    phonePattern\n    smsResendSeconds\n  }\n}"): typeof import('./graphql').RegisterConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendLoginCode($input: SmsCodeInput!) {\n  sendLoginCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}"): typeof import('./graphql').SendLoginCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendRegisterCode($input: SmsCodeInput!) {\n  sendRegisterCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}"): typeof import('./graphql').SendRegisterCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendResetPasswordCode($input: SmsCodeInput!) {\n  sendResetPasswordCode(input: $input) {\n    expireSeconds\n    resendSeconds\n  }\n}"): typeof import('./graphql').SendResetPasswordCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AfterSaleApplyRefund($input: RefundInput!) {\n  applyRefund(input: $input) {\n    refundId\n  }\n}"): typeof import('./graphql').AfterSaleApplyRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AfterSaleCancelRefund($refundId: Int!) {\n  cancelRefund(refundId: $refundId) {\n    refundId\n    status\n  }\n}"): typeof import('./graphql').AfterSaleCancelRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AfterSaleComplain($input: ComplainInput!) {\n  complain(input: $input) {\n    complainId\n  }\n}"): typeof import('./graphql').AfterSaleComplainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AfterSaleComplaint($orderGoodsId: Int!) {\n  refundData(orderGoodsId: $orderGoodsId) {\n    goods {\n      orderGoodsId\n      skuName\n      skuImage\n      price\n      num\n    }\n    orderStatus\n  }\n  complaint(orderGoodsId: $orderGoodsId) {\n    complainId\n    orderId\n    orderGoodsId\n    skuName\n    reason\n    content\n    images\n    status\n    statusName\n    reply\n    createTime\n  }\n}"): typeof import('./graphql').AfterSaleComplaintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AfterSaleEvaluateOrder($orderId: Int!, $goods: [EvaluateGoodsInput!]!) {\n  evaluateOrder(orderId: $orderId, goods: $goods)\n}"): typeof import('./graphql').AfterSaleEvaluateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AfterSaleEvaluateOrderAgain($orderId: Int!, $goods: [EvaluateAgainInput!]!) {\n  evaluateOrderAgain(orderId: $orderId, goods: $goods)\n}"): typeof import('./graphql').AfterSaleEvaluateOrderAgainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AfterSaleEvaluation($orderId: Int!) {\n  orderEvaluation(orderId: $orderId) {\n    orderId\n    orderNo\n    evaluateStatus\n    canEvaluate\n    canEvaluateAgain\n    goods {\n      goods {\n        orderGoodsId\n        skuId\n        skuName\n        skuImage\n        price\n        num\n      }\n      content\n      images\n      scores\n      againContent\n    }\n  }\n}"): typeof import('./graphql').AfterSaleEvaluationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AfterSaleRefund($refundId: Int!) {\n  refund(refundId: $refundId) {\n    refundId\n    refundNo\n    orderId\n    orderNo\n    orderGoodsId\n    skuName\n    skuImage\n    num\n    refundType\n    refundTypeName\n    refundMoney\n    reason\n    status\n    createTime\n    remark\n    images\n    refuseReason\n    auditTime\n    refundTo\n    canCancel\n    canComplain\n  }\n}"): typeof import('./graphql').AfterSaleRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AfterSaleRefundData($orderGoodsId: Int!) {\n  refundData(orderGoodsId: $orderGoodsId) {\n    goods {\n      orderGoodsId\n      skuId\n      skuName\n      skuImage\n      price\n      num\n      realGoodsMoney\n      refundMoney\n      refundStatus\n      refundId\n    }\n    orderStatus\n    maxRefundMoney\n    refundTypes {\n      type\n      name\n    }\n    reasons\n    canApply\n    reasonCannot\n  }\n}"): typeof import('./graphql').AfterSaleRefundDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AfterSaleRefunds($status: RefundStatus, $page: Int, $pageSize: Int) {\n  refunds(status: $status, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      refundId\n      refundNo\n      orderId\n      orderNo\n      orderGoodsId\n      skuName\n      skuImage\n      num\n      refundTypeName\n      refundMoney\n      status\n      createTime\n    }\n  }\n}"): typeof import('./graphql').AfterSaleRefundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderBrief($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    status\n    deliveryType\n  }\n}"): typeof import('./graphql').OrderBriefDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderClose($orderId: Int!, $reason: String) {\n  closeOrder(orderId: $orderId, reason: $reason) {\n    orderId\n    status\n    statusName\n  }\n}"): typeof import('./graphql').OrderCloseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderDetail($orderId: Int!) {\n  order(orderId: $orderId) {\n    orderId\n    orderNo\n    kind\n    siteId\n    siteName\n    status\n    statusName\n    deliveryType\n    deliveryTypeName\n    orderMoney\n    goodsNum\n    evaluateStatus\n    createTime\n    goods {\n      ...OrderGoodsLine\n    }\n    actions {\n      action\n      title\n    }\n    name\n    mobile\n    fullAddress\n    buyerMessage\n    goodsMoney\n    deliveryMoney\n    promotionMoney\n    couponMoney\n    invoiceMoney\n    invoice {\n      invoiceTitle\n      invoiceType\n      taxNumber\n    }\n    payType\n    payTypeName\n    payTime\n    deliveryTime\n    signTime\n    finishTime\n    closeTime\n    closeReason\n    autoCloseTime\n    autoTakeDeliveryTime\n    extendedTakeDelivery\n    store {\n      storeId\n      storeName\n      address\n      telephone\n      openTime\n    }\n    pickupCode\n    verifyCode\n    packageCount\n  }\n}"): typeof import('./graphql').OrderDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderExtendTakeDelivery($orderId: Int!) {\n  extendTakeDelivery(orderId: $orderId) {\n    orderId\n    status\n    statusName\n  }\n}"): typeof import('./graphql').OrderExtendTakeDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderGoodsLine on OrderGoods {\n  orderGoodsId\n  skuId\n  goodsId\n  skuName\n  skuImage\n  price\n  num\n  goodsMoney\n  realGoodsMoney\n  refundMoney\n  refundStatus\n  refundStatusName\n  refundId\n  evaluateStatus\n}"): typeof import('./graphql').OrderGoodsLineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderList($tab: OrderTab, $page: Int, $pageSize: Int) {\n  orders(tab: $tab, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    counts {\n      waitPay\n      waitSend\n      waitConfirm\n      waitRate\n      refunding\n    }\n    list {\n      orderId\n      orderNo\n      kind\n      siteId\n      siteName\n      status\n      statusName\n      deliveryType\n      deliveryTypeName\n      orderMoney\n      goodsNum\n      evaluateStatus\n      createTime\n      goods {\n        ...OrderGoodsLine\n      }\n      actions {\n        action\n        title\n      }\n    }\n  }\n}"): typeof import('./graphql').OrderListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderPackages($orderId: Int!) {\n  orderPackages(orderId: $orderId) {\n    packageId\n    packageName\n    expressCompany\n    deliveryNo\n    goods {\n      orderGoodsId\n      skuName\n      skuImage\n      num\n    }\n    traces {\n      time\n      text\n    }\n  }\n}"): typeof import('./graphql').OrderPackagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderTakeDelivery($orderId: Int!) {\n  takeDelivery(orderId: $orderId) {\n    orderId\n    status\n    statusName\n  }\n}"): typeof import('./graphql').OrderTakeDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment IssuanceFields on VoucherIssuance {\n  issuanceId\n  voucherName\n  faceValue\n  countPerMember\n  memberCount\n  total\n  validStart\n  validEnd\n  remark\n  operator\n  createTime\n  counts {\n    pending\n    usable\n    used\n    expired\n  }\n}"): typeof import('./graphql').IssuanceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyVoucherCounts {\n  myVoucherCounts {\n    pending\n  }\n}"): typeof import('./graphql').MyVoucherCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyVouchers($status: VoucherStatus!, $page: Int) {\n  myVouchers(status: $status, page: $page, pageSize: 10) {\n    list {\n      ...VoucherFields\n    }\n    count\n    pageCount\n  }\n  myVoucherCounts {\n    pending\n    usable\n    used\n    expired\n  }\n}"): typeof import('./graphql').MyVouchersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrgAddMember($mobile: String!, $realName: String!) {\n  addOrgMember(mobile: $mobile, realName: $realName) {\n    memberId\n  }\n}"): typeof import('./graphql').OrgAddMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrgCompany {\n  myOrg {\n    ...OrgFields\n  }\n  orgTypes {\n    type\n    name\n  }\n}"): typeof import('./graphql').OrgCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrgFields on Org {\n  orgId\n  orgName\n  orgType\n  orgTypeName\n  creditCode\n  contactName\n  contactMobile\n  address\n  voucherStock\n  memberCount\n  role\n}"): typeof import('./graphql').OrgFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrgKickMember($memberId: Int!) {\n  kickOrgMember(memberId: $memberId)\n}"): typeof import('./graphql').OrgKickMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrgMembers($keyword: String, $page: Int, $pageSize: Int) {\n  myOrg {\n    ...OrgFields\n  }\n  orgMembers(keyword: $keyword, page: $page, pageSize: $pageSize) {\n    list {\n      memberId\n      username\n      nickname\n      realName\n      mobile\n      role\n      createTime\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').OrgMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrgSave($input: OrgInput!) {\n  saveOrg(input: $input) {\n    ...OrgFields\n  }\n}"): typeof import('./graphql').OrgSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoucherActivate($voucherId: Int!) {\n  activateVoucher(voucherId: $voucherId) {\n    ...VoucherFields\n  }\n}"): typeof import('./graphql').VoucherActivateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoucherApplyInvoice($input: VoucherInvoiceInput!) {\n  applyVoucherInvoice(input: $input) {\n    invoiceId\n    status\n  }\n}"): typeof import('./graphql').VoucherApplyInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoucherCreateOrder($amount: String!) {\n  createVoucherOrder(amount: $amount) {\n    ...VoucherOrderFields\n  }\n}"): typeof import('./graphql').VoucherCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VoucherFields on Voucher {\n  voucherId\n  voucherNo\n  voucherName\n  orgName\n  faceValue\n  remaining\n  status\n  statusName\n  validStart\n  validEnd\n  activateTime\n  useTime\n  memberName\n  mobile\n}"): typeof import('./graphql').VoucherFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VoucherIssuance($issuanceId: Int!, $page: Int) {\n  voucherIssuance(issuanceId: $issuanceId, page: $page, pageSize: 10) {\n    issuance {\n      ...IssuanceFields\n    }\n    vouchers {\n      list {\n        ...VoucherFields\n      }\n      count\n      pageCount\n    }\n  }\n}"): typeof import('./graphql').VoucherIssuanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VoucherIssuances($page: Int) {\n  voucherIssuances(page: $page, pageSize: 10) {\n    list {\n      ...IssuanceFields\n    }\n    count\n    pageCount\n  }\n}"): typeof import('./graphql').VoucherIssuancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoucherIssue($input: IssueVouchersInput!) {\n  issueVouchers(input: $input) {\n    ...IssuanceFields\n  }\n}"): typeof import('./graphql').VoucherIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VoucherIssueForm {\n  voucherOverview {\n    voucherStock\n  }\n  orgMembers(page: 1, pageSize: 100) {\n    list {\n      memberId\n      realName\n      nickname\n      mobile\n      role\n    }\n    count\n  }\n}"): typeof import('./graphql').VoucherIssueFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VoucherOrder($orderId: Int!) {\n  voucherOrder(orderId: $orderId) {\n    ...VoucherOrderFields\n  }\n}"): typeof import('./graphql').VoucherOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VoucherOrderFields on VoucherOrder {\n  orderId\n  orderNo\n  amount\n  status\n  statusName\n  payType\n  payTime\n  invoiceStatus\n  createTime\n}"): typeof import('./graphql').VoucherOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VoucherOverview($page: Int) {\n  myOrg {\n    ...OrgFields\n  }\n  voucherOverview {\n    voucherStock\n    purchased\n    issued\n    spent\n    issuanceCount\n    memberCount\n  }\n  voucherOrders(page: $page, pageSize: 10) {\n    list {\n      ...VoucherOrderFields\n    }\n    count\n    pageCount\n  }\n  voucherInvoices(page: 1, pageSize: 10) {\n    list {\n      invoiceId\n      amount\n      invoiceTitle\n      taxNumber\n      invoiceType\n      statusName\n      invoiceNo\n      reviewRemark\n      createTime\n    }\n  }\n}"): typeof import('./graphql').VoucherOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoucherPayOrder($orderId: Int!, $payType: OrderPayType!, $payKey: String!) {\n  payVoucherOrder(orderId: $orderId, payType: $payType, payKey: $payKey) {\n    ...VoucherOrderFields\n  }\n}"): typeof import('./graphql').VoucherPayOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistNews($id: Int!) {\n  assistNews(id: $id) {\n    id\n    title\n    source\n    createTime\n    content\n    prev {\n      id\n      title\n    }\n    next {\n      id\n      title\n    }\n  }\n}"): typeof import('./graphql').AssistNewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistNewsList($page: Int, $pageSize: Int) {\n  assistNewsList(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      cover\n      summary\n      source\n      createTime\n    }\n  }\n}"): typeof import('./graphql').AssistNewsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistProject($id: Int!) {\n  assistProject(id: $id) {\n    id\n    title\n    place\n    beneficiaries\n    targetAmount\n    raisedAmount\n    progress\n    status\n    cover\n    summary\n    images\n    content\n    createTime\n    goods {\n      ...ZoneGoodsFields\n    }\n  }\n}"): typeof import('./graphql').AssistProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistProjects($page: Int, $pageSize: Int) {\n  assistProjects(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      id\n      title\n      place\n      beneficiaries\n      targetAmount\n      raisedAmount\n      progress\n      status\n      cover\n      summary\n    }\n  }\n}"): typeof import('./graphql').AssistProjectsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClaimCoupon($couponTypeId: Int!) {\n  claimCoupon(couponTypeId: $couponTypeId) {\n    couponId\n    couponTypeId\n    endTime\n    state\n  }\n}"): typeof import('./graphql').ClaimCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ComboDetail($comboId: Int!) {\n  comboDetail(comboId: $comboId) {\n    comboId\n    name\n    siteId\n    siteName\n    comboPrice\n    originalPrice\n    saving\n    endTime\n    now\n    stock\n    goods {\n      goodsId\n      skuId\n      goodsName\n      skuName\n      skuImage\n      price\n      num\n      stock\n    }\n  }\n}"): typeof import('./graphql').ComboDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CouponCentre($siteId: Int, $page: Int, $pageSize: Int) {\n  couponCentre(siteId: $siteId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      couponTypeId\n      siteId\n      siteName\n      name\n      type\n      money\n      discount\n      atLeast\n      count\n      leadCount\n      maxFetch\n      validityType\n      fixedTerm\n      startTime\n      endTime\n      state\n      claimedNum\n    }\n  }\n}"): typeof import('./graphql').CouponCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DiyPage($id: Int!) {\n  diyPage(id: $id) {\n    id\n    title\n    componentsJson\n    goods {\n      ...ZoneGoodsFields\n    }\n  }\n}"): typeof import('./graphql').DiyPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FreshHall($tab: String, $page: Int, $pageSize: Int) {\n  freshHall {\n    code\n    title\n    subtitle\n    banner\n    introduction\n    notice\n    tabKind\n    tabs {\n      name\n      count\n    }\n  }\n  freshGoods(tab: $tab, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    page\n    list {\n      ...ZoneGoodsFields\n    }\n  }\n}"): typeof import('./graphql').FreshHallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GoodsPromotion($goodsId: Int!) {\n  goodsPromotion(goodsId: $goodsId) {\n    goodsId\n    now\n    manjian\n    seckill {\n      seckillId\n      skuId\n      seckillPrice\n      endTime\n      stock\n    }\n    groupbuy {\n      groupbuyId\n      skuId\n      groupbuyPrice\n      minNum\n      endTime\n    }\n    topic {\n      topicId\n      topicName\n      skuId\n      topicPrice\n      endTime\n    }\n    combos {\n      comboId\n      name\n      comboPrice\n      originalPrice\n      saving\n    }\n  }\n}"): typeof import('./graphql').GoodsPromotionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GroupbuyDetail($groupbuyId: Int!) {\n  groupbuyDetail(groupbuyId: $groupbuyId) {\n    siteId\n    siteName\n    introduction\n    now\n    groupbuy {\n      ...GroupbuyFields\n    }\n  }\n}"): typeof import('./graphql').GroupbuyDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GroupbuyFields on Groupbuy {\n  groupbuyId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  groupbuyPrice\n  minNum\n  stock\n  totalStock\n  soldNum\n  soldPercent\n  startTime\n  endTime\n}"): typeof import('./graphql').GroupbuyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Groupbuys($keyword: String, $order: GroupbuyOrder, $page: Int, $pageSize: Int) {\n  groupbuys(keyword: $keyword, order: $order, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...GroupbuyFields\n    }\n  }\n}"): typeof import('./graphql').GroupbuysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MealPackages($people: Int) {\n  mealPackages(people: $people) {\n    id\n    title\n    people\n    image\n    description\n    packagePrice\n    originalPrice\n    items {\n      num\n      goods {\n        ...ZoneGoodsFields\n      }\n    }\n  }\n}"): typeof import('./graphql').MealPackagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromotionSwitches {\n  promotionSwitches {\n    seckill\n    groupbuy\n    combo\n    topic\n    coupon\n  }\n}"): typeof import('./graphql').PromotionSwitchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeckillDetail($seckillId: Int!) {\n  seckillDetail(seckillId: $seckillId) {\n    now\n    siteId\n    siteName\n    introduction\n    boughtNum\n    slot {\n      slotId\n      name\n      startTime\n      endTime\n      state\n    }\n    goods {\n      ...SeckillGoodsFields\n    }\n  }\n}"): typeof import('./graphql').SeckillDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SeckillGoodsFields on SeckillGoods {\n  seckillId\n  slotId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  seckillPrice\n  stock\n  totalStock\n  soldPercent\n  limitNum\n}"): typeof import('./graphql').SeckillGoodsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeckillSlotGoods($slotId: Int!, $page: Int, $pageSize: Int) {\n  seckillGoods(slotId: $slotId, page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...SeckillGoodsFields\n    }\n  }\n}"): typeof import('./graphql').SeckillSlotGoodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeckillSlots {\n  seckillSlots {\n    now\n    nextChange\n    list {\n      slotId\n      name\n      startTime\n      endTime\n      state\n    }\n  }\n}"): typeof import('./graphql').SeckillSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TopicDetail($topicId: Int!, $page: Int, $pageSize: Int) {\n  topicDetail(topicId: $topicId, page: $page, pageSize: $pageSize) {\n    now\n    topic {\n      ...TopicFields\n    }\n    goods {\n      count\n      pageCount\n      list {\n        ...TopicGoodsFields\n      }\n    }\n  }\n}"): typeof import('./graphql').TopicDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TopicFields on Topic {\n  topicId\n  name\n  banner\n  remark\n  startTime\n  endTime\n  goodsCount\n}\n\nfragment TopicGoodsFields on TopicGoods {\n  id\n  topicId\n  goodsId\n  skuId\n  goodsName\n  skuImage\n  price\n  topicPrice\n  stock\n}"): typeof import('./graphql').TopicFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TopicGoods($id: Int!) {\n  topicGoods(id: $id) {\n    siteId\n    siteName\n    introduction\n    now\n    topic {\n      ...TopicFields\n    }\n    goods {\n      ...TopicGoodsFields\n    }\n  }\n}"): typeof import('./graphql').TopicGoodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Topics($page: Int, $pageSize: Int) {\n  topics(page: $page, pageSize: $pageSize) {\n    count\n    pageCount\n    list {\n      ...TopicFields\n    }\n  }\n}"): typeof import('./graphql').TopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ZoneGoodsFields on Goods {\n  skuId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}"): typeof import('./graphql').ZoneGoodsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ZonePage($code: String!, $tab: String, $province: String, $page: Int, $pageSize: Int) {\n  zone(code: $code, province: $province) {\n    code\n    title\n    subtitle\n    banner\n    introduction\n    notice\n    tabKind\n    tabs {\n      name\n      count\n    }\n  }\n  zoneGoods(\n    code: $code\n    tab: $tab\n    province: $province\n    page: $page\n    pageSize: $pageSize\n  ) {\n    count\n    pageCount\n    page\n    list {\n      ...ZoneGoodsFields\n    }\n  }\n}"): typeof import('./graphql').ZonePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RankingBoard($type: RankingType!, $areaId: Int, $level: Int, $orgType: Int, $period: RankingPeriod, $limit: Int) {\n  rankingList(\n    type: $type\n    areaId: $areaId\n    level: $level\n    orgType: $orgType\n    period: $period\n    limit: $limit\n  ) {\n    type\n    period\n    level\n    areaId\n    number\n    total\n    list {\n      rank\n      id\n      name\n      money\n      orderNum\n      siteId\n      orgName\n    }\n    addressList {\n      id\n      name\n      level\n    }\n    orgTypeList {\n      type\n      name\n    }\n  }\n}"): typeof import('./graphql').RankingBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TradeTicker($limit: Int) {\n  rankingList(type: ORDER_REAL_TIME, limit: $limit) {\n    list {\n      id\n      name\n      username\n      mobile\n      skuName\n      money\n      createTime\n    }\n  }\n}"): typeof import('./graphql').TradeTickerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BranchHomePage($siteId: Int!) {\n  website(id: $siteId) {\n    id\n    title\n    type\n    webDomain\n  }\n  websiteBanners(siteId: $siteId) {\n    id\n    title\n    image\n    url\n  }\n  websiteRecommendGoods(siteId: $siteId, pageSize: 20) {\n    count\n    list {\n      ...RegionGoodsFields\n    }\n  }\n}"): typeof import('./graphql').BranchHomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChangeCityPage($keyword: String) {\n  websites(keyword: $keyword) {\n    ...RegionSiteFields\n  }\n}"): typeof import('./graphql').ChangeCityPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CityCarouselBlock {\n  websiteCarousel(siteNum: 10, goodsNum: 4) {\n    site {\n      ...RegionSiteFields\n    }\n    goods {\n      ...RegionGoodsFields\n    }\n  }\n}"): typeof import('./graphql').CityCarouselBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RegionGoodsFields on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}"): typeof import('./graphql').RegionGoodsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegionHallPage($siteId: Int!, $filter: RegionGoodsFilter!, $page: Int) {\n  regionHall(siteId: $siteId) {\n    site {\n      id\n      title\n      shortName\n      welcome\n    }\n    categories {\n      ...RegionTreeFields\n      children {\n        ...RegionTreeFields\n        children {\n          ...RegionTreeFields\n        }\n      }\n    }\n    children {\n      ...RegionSiteFields\n    }\n  }\n  regionGoods(filter: $filter, page: $page, pageSize: 20) {\n    count\n    pageCount\n    list {\n      ...RegionGoodsFields\n    }\n  }\n}"): typeof import('./graphql').RegionHallPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegionHallsPage {\n  regionHalls {\n    shopNum\n    goodsNum\n    site {\n      ...RegionSiteFields\n    }\n  }\n}"): typeof import('./graphql').RegionHallsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RegionSiteFields on Website {\n  id\n  title\n  logo\n  websiteType\n  provinceName\n  initial\n  parentId\n}"): typeof import('./graphql').RegionSiteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RegionTreeFields on TreeCategory {\n  id\n  name\n  level\n}"): typeof import('./graphql').RegionTreeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShopGoodsFields on Goods {\n  skuId\n  goodsId\n  goodsName\n  skuName\n  skuImage\n  price\n  discountPrice\n  recommendWay\n  tagType\n  tagLevel\n}"): typeof import('./graphql').ShopGoodsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopListPage($siteId: Int, $categoryId: Int, $categoryLevel: Int, $keyword: String, $page: Int) {\n  shopList(\n    siteId: $siteId\n    categoryId: $categoryId\n    categoryLevel: $categoryLevel\n    keyword: $keyword\n    page: $page\n    pageSize: 12\n  ) {\n    count\n    pageCount\n    list {\n      id\n      name\n      shortName\n      avatar\n      address\n      goodsNum\n      fansNum\n      storeNum\n      score\n    }\n  }\n}"): typeof import('./graphql').ShopListPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopPage($shopId: Int!, $filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $withStores: Boolean!) {\n  shop(id: $shopId) {\n    id\n    name\n    shortName\n    avatar\n    goodsNum\n    fansNum\n    followed\n    score\n    storeNum\n  }\n  shopCategoryTree(shopId: $shopId) {\n    ...ShopTreeFields\n    children {\n      ...ShopTreeFields\n      children {\n        ...ShopTreeFields\n      }\n    }\n  }\n  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: 20) {\n    count\n    pageCount\n    page\n    list {\n      ...ShopGoodsFields\n    }\n  }\n  shopStores(shopId: $shopId, pageSize: 50) @include(if: $withStores) {\n    list {\n      id\n      name\n      address\n      telephone\n      openTime\n    }\n  }\n}"): typeof import('./graphql').ShopPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShopTreeFields on TreeCategory {\n  id\n  name\n  level\n}"): typeof import('./graphql').ShopTreeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportDetailPage($id: Int!, $page: Int) {\n  supportUnit(id: $id) {\n    ...SupportUnitFields\n  }\n  supportGoods(supportId: $id, page: $page, pageSize: 20) {\n    count\n    pageCount\n    list {\n      ...ShopGoodsFields\n    }\n  }\n}"): typeof import('./graphql').SupportDetailPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportListPage($categoryId: Int, $page: Int) {\n  supportCategoryTree {\n    ...ShopTreeFields\n    children {\n      ...ShopTreeFields\n      children {\n        ...ShopTreeFields\n      }\n    }\n  }\n  supportUnits(categoryId: $categoryId, page: $page, pageSize: 12) {\n    count\n    pageCount\n    list {\n      ...SupportUnitFields\n    }\n  }\n}"): typeof import('./graphql').SupportListPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupportUnitFields on SupportUnit {\n  id\n  name\n  logo\n  introduction\n  goodsNum\n}"): typeof import('./graphql').SupportUnitFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
