// The platform's operations in the console: 财务 approves a shopper's offline transfer certificate
// in the review queue and the shopper's order shows paid (once: the decided entry offers no second
// decision); the super admin closes the site with the site switch, every storefront route goes to
// /closed, and reopening brings the storefront back; 运营 adds a help entry and renames a nav entry,
// and the storefront's help list and header show them.
import { expect, test } from '@playwright/test';
import { CONSOLE_ADMIN, SITE_PORT } from '../../playwright.config';
import { consoleCall, consoleSignIn, loginAs, rest, restTokenWithAddress, skusInStock } from './support';

const FINANCE = { username: 'finance', password: 'finance2026pass', totpSecret: 'MALLCONSOLEFINANCETOTPSECRETAAAA' };
const SHOPPER = { username: 'member04', password: 'member4pass' };
const OPERATOR = { username: 'operator', password: 'operator2026pass', totpSecret: 'MALLCONSOLEOPERATORTOTPSECRETAAA' };

test('财务 approves an offline transfer in the review queue, finds the order in 订单管理 and the shopper sees it paid', async ({ page, browser }) => {
  // Two sign-ins (console with TOTP, storefront) and a review: longer than one page's journey.
  test.setTimeout(90_000);
  // The shopper orders and uploads a transfer certificate at /orderPay (set up over REST).
  const token = await restTokenWithAddress(SHOPPER, { name: '龙晓梅', mobile: '13712345604', address: '麓山南路 932 号' });
  const [sku] = await skusInStock(1);
  const order = await rest<{ order_id: number; order_no: string }>('/api/order/create', { token, sku_id: sku.sku_id, num: 1, order_key: `e2e-offline-${Date.now()}` });
  const me = await rest<{ member_id: number }>('/api/member/detail', { token });
  await rest('/api/order/paytickets', { token, order_ids: [order.order_id], images: [`/upload/certificate/${me.member_id}_0123456789abcdef.png`], remark: '网银转账', pay_key: `e2e-offline-pay-${Date.now()}` });

  await consoleSignIn(page, FINANCE, `/console/review/payments?state=reviewing&keyword=${order.order_no}`);
  await expect(page).toHaveURL(/\/console\/review\/payments\?state=reviewing&keyword=/);
  await expect(page.getByRole('heading', { name: '线下转账凭证审核', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(order.order_no) });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: /查看/ }).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(page.getByRole('region', { name: '转账凭证' }).getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: '通过', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('已处理，不能再次处理')).toBeVisible();
  await expect(page.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);

  // 订单管理 of every shop: the order by its number, its detail with the approved transfer.
  await page.getByRole('link', { name: '订单管理' }).click();
  await expect(page.getByRole('heading', { name: '订单管理', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '订单号' }).fill(order.order_no);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${order.order_no}`));
  await page.getByRole('row', { name: new RegExp(order.order_no) }).getByRole('button', { name: /查看/ }).click();
  await expect(page.getByRole('region', { name: '支付记录' })).toContainText('线下转账');

  // The shopper's order detail: paid (待发货), in its own browser.
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await loginAs(shopperPage, SHOPPER, `/member/order_detail?order_id=${order.order_id}`);
  await expect(shopperPage.getByText('待发货').first()).toBeVisible();
  await shopper.close();
});

/** web_status as the storefront's gateway answers it now (after its public cache). */
async function storefrontOpen(): Promise<boolean | undefined> {
  const answer = await fetch(`http://127.0.0.1:${SITE_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mall-csrf': '1' },
    body: JSON.stringify({ query: '{ site { webStatus } }' }),
  });
  return ((await answer.json()) as { data?: { site?: { webStatus?: boolean } } }).data?.site?.webStatus;
}

test('the site switch closes the storefront (every route goes to /closed) and reopens it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await consoleSignIn(page, CONSOLE_ADMIN, '/console/settings/site');
  await expect(page.getByRole('heading', { name: '站点设置', level: 1 })).toBeVisible();
  await expect(page.getByText('修改在 3 秒内生效于前台')).toBeVisible();
  const storefront = await (await browser.newContext()).newPage();
  try {
    await page.getByRole('button', { name: '关闭站点' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('站点已关闭（维护中）')).toBeVisible();
    // The gateway keeps site info for its public cache time (3 s): then every route goes to /closed.
    await expect.poll(() => storefrontOpen(), { timeout: 15_000, intervals: [500, 1000] }).toBe(false);
    await storefront.goto('/cms/notice');
    await expect(storefront).toHaveURL(/\/closed$/);
    await storefront.goto('/');
    await expect(storefront).toHaveURL(/\/closed$/);
  } finally {
    // Reopen even when a step above failed: the other journeys need the site open.
    await page.goto('/console/settings/site');
    // The console renders on the client: wait for the page before asking which button it shows.
    await expect(page.getByRole('heading', { name: '站点设置', level: 1 })).toBeVisible();
    if (await page.getByRole('button', { name: '重新开放' }).isVisible()) {
      await page.getByRole('button', { name: '重新开放' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    }
  }
  await expect(page.getByText('站点开放中')).toBeVisible();
  await expect.poll(() => storefrontOpen(), { timeout: 15_000, intervals: [500, 1000] }).toBe(true);
  await storefront.goto('/cms/notice');
  await expect(storefront).toHaveURL(/\/cms\/notice$/);
});

test('运营 publishes a notice and it shows on the storefront home; withdrawn, it is gone', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `春节发货安排 ${Date.now() % 100_000}`;
  await consoleSignIn(page, OPERATOR, '/console/content/notices');
  await expect(page.getByRole('heading', { name: '公告管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建公告' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写标题（至少 2 个字）')).toBeVisible();
  await page.getByLabel('标题', { exact: true }).fill(title);
  await page.getByLabel(/正文/).fill('<p>腊月二十八起暂停发货<script>alert(1)</script></p>');
  await page.getByLabel('保存后立即发布').check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('已发布');

  const home = await (await browser.newContext()).newPage();
  // The home's notices come through the gateway's public cache (10 s).
  const linksOnHome = () =>
    expect.poll(
      async () => {
        await home.goto('/');
        return home.getByRole('link', { name: title }).count();
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    );
  await linksOnHome().toBeGreaterThan(0);

  await page.getByRole('button', { name: `撤下 ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('未发布');
  await linksOnHome().toBe(0);
});


test('运营 adds a help entry and renames a nav entry; the storefront shows both', async ({
  page,
  browser,
}) => {
  // Sign-in, two forms, and the header's nav behind the gateway's 30 s public cache.
  test.setTimeout(120_000);
  const title = `冷链包裹签收须知 ${Date.now() % 100_000}`;
  const [street] = (
    await consoleCall<{
      list: {
        id: number;
        nav_title: string;
        nav_url: string;
        is_blank: boolean;
        is_show: boolean;
        sort: number;
      }[];
    }>('/admin/api/content/navs/list', { keyword: '店铺街' })
  ).list;
  try {
    await consoleSignIn(page, OPERATOR, '/console/content/helps');
    await expect(page.getByRole('heading', { name: '帮助文章', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '新建帮助文章' }).click();
    // The form refuses an empty body before anything is sent.
    await page.getByLabel('帮助分类', { exact: true }).selectOption({ label: '配送方式' });
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请填写正文')).toBeVisible();
    await page.getByLabel(/^正文/).fill('<p>冷链包裹请当面开箱验货，破损请拍照后联系客服。</p>');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('配送方式');

    await page.goto('/console/content/navs?keyword=店铺街');
    await page.getByRole('button', { name: '编辑 店铺街' }).click();
    await page.getByLabel('导航名称').fill('特产店铺街');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('row', { name: /特产店铺街/ })).toBeVisible();

    // The storefront: the entry in its class's list, and the header's renamed link once the
    // gateway's cache of the nav list has expired.
    const shopper = await (await browser.newContext()).newPage();
    const classes = await rest<{ class_id: number; class_name: string }[]>('/api/helpclass/lists', {
      class_num: 20,
      child_num: 0,
    });
    const delivery = classes.find((c) => c.class_name === '配送方式');
    await shopper.goto(`/cms/help/listother-${delivery?.class_id}`);
    // The entry is in the class's list (and may be in the side menu too).
    await expect(shopper.getByRole('link', { name: title }).first()).toBeVisible();
    await shopper.getByRole('link', { name: title }).first().click();
    await expect(shopper.getByText('冷链包裹请当面开箱验货')).toBeVisible();
    await expect
      .poll(
        async () => {
          await shopper.goto('/');
          return shopper.getByRole('link', { name: '特产店铺街' }).count();
        },
        { timeout: 60_000, intervals: [2_000, 5_000] },
      )
      .toBeGreaterThan(0);
    await shopper.context().close();
  } finally {
    if (street) await consoleCall('/admin/api/content/navs/save', { ...street });
  }
});

test('运营 files an article under a new article class; its /cms/article/listother page lists only that class', async ({
  page,
  browser,
}) => {
  const className = `乡村新农人 ${Date.now() % 100_000}`;
  const articleTitle = '定西马铃薯的“逆袭”之路';
  const [article] = (
    await consoleCall<{ list: { id: number; class_id: number | null }[] }>('/admin/api/content/articles/list', {
      keyword: '定西马铃薯',
    })
  ).list;
  try {
    await consoleSignIn(page, OPERATOR, '/console/content/article-classes');
    await expect(page.getByRole('heading', { name: '文章分类', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '新建文章分类' }).click();
    await page.getByLabel('分类名称').fill(className);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('row', { name: new RegExp(className) })).toContainText('0');

    await page.goto('/console/content/articles?keyword=定西马铃薯');
    await page.getByRole('button', { name: `编辑 ${articleTitle}` }).click();
    await page.getByLabel('文章分类', { exact: true }).selectOption({ label: className });
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('row', { name: new RegExp(articleTitle) })).toContainText(className);

    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto('/cms/article');
    await shopper.getByRole('navigation', { name: '文章分类' }).getByRole('link', { name: className }).click();
    await expect(shopper).toHaveURL(/\/cms\/article\/listother-\d+$/);
    await expect(shopper.getByRole('link', { name: articleTitle })).toBeVisible();
    // Only that class: another class's article is not in its list.
    await expect(shopper.getByRole('link', { name: '小小脐橙成就赣南百亿产业' })).toHaveCount(0);
    await shopper.context().close();
  } finally {
    const detail = await consoleCall<{ title: string; cover: string; summary: string; content: string }>(
      '/admin/api/content/articles/detail',
      { id: article.id },
    );
    await consoleCall('/admin/api/content/articles/save', { id: article.id, ...detail, class_id: article.class_id });
    const made = (
      await consoleCall<{ list: { class_id: number }[] }>('/admin/api/content/article-classes/list', { keyword: className })
    ).list;
    for (const c of made) await consoleCall('/admin/api/content/article-classes/delete', { id: c.class_id });
  }
});

test('运营 uploads a new carousel advert and it shows on the home page; hidden, it is gone', async ({ page, browser }) => {
  // Sign-in, an upload, and the home's adverts behind the gateway's public cache (10 s) twice.
  test.setTimeout(90_000);
  const title = `定西马铃薯 新薯上市 ${Date.now() % 100_000}`;
  const onHome = async (home: import('@playwright/test').Page) => {
    await home.goto('/');
    return home.getByAltText(title).count();
  };
  let made: number | undefined;
  try {
    await consoleSignIn(page, OPERATOR, '/console/content/adverts');
    await expect(page.getByRole('heading', { name: '广告管理', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '新建广告' }).click();
    // The list's filter has a 广告位 select too: the form's is the last one.
    await page.getByRole('combobox', { name: '广告位' }).last().selectOption({ label: '首页轮播广告' });
    await page.getByLabel('广告标题').fill(title);
    await page.getByLabel(/^链接/).fill('/list?keyword=马铃薯');
    // The form refuses a save without a picture before anything is sent.
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('广告图片必须是本站上传的图片')).toBeVisible();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type="file"]').setInputFiles({ name: 'potato.png', mimeType: 'image/png', buffer: png });
    await expect(page.locator('img[src^="/upload/content/"]')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('展示中');
    made = (await consoleCall<{ list: { id: number }[] }>('/admin/api/content/advs/list', { keyword: title })).list[0]?.id;

    const home = await (await browser.newContext()).newPage();
    await expect.poll(() => onHome(home), { timeout: 30_000, intervals: [1000, 2000] }).toBeGreaterThan(0);

    await row.getByRole('button', { name: `隐藏 ${title}` }).click();
    await expect(row).toContainText('已隐藏');
    await expect.poll(() => onHome(home), { timeout: 30_000, intervals: [1000, 2000] }).toBe(0);
    await home.context().close();
  } finally {
    if (made) await consoleCall('/admin/api/content/advs/delete', { id: made });
  }
});
