// Branch sites on full page loads (SPEC §4): every branch-mode URL typed into the address bar (a
// full navigation, so the server renders it from the request's cookies) reaches the chosen site's
// home, for a city site (→ /citylist) and a county site (→ /special); none ends on /change_city.
import { expect, test, type Page } from '@playwright/test';

const BRANCH_MODE_PATHS = ['/', '/index', '/special', '/promotion/special', '/promotion/optimalfarmers'];

async function choose(page: Page, siteName: string) {
  await page.goto('/change_city');
  await page.getByRole('button', { name: siteName }).click();
  await expect(page.getByRole('heading', { name: siteName, level: 1 })).toBeVisible();
}

test('a county site: every branch-mode URL loaded in full shows the county home', async ({ page }) => {
  await choose(page, '保靖县分站');
  await expect(page).toHaveURL(/\/special$/);
  for (const path of BRANCH_MODE_PATHS) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(/\/special$/);
    await expect(page.getByRole('heading', { name: '保靖县分站', level: 1 }), path).toBeVisible();
  }
});

test('a city site: every branch-mode URL loaded in full shows the city home', async ({ page }) => {
  await choose(page, '湘西州分站');
  await expect(page).toHaveURL(/\/citylist\?website_id=1&website_type=1$/);
  for (const path of BRANCH_MODE_PATHS) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    // /special shows the stored site itself; the others redirect to its /citylist home.
    await expect(page, path).toHaveURL(path === '/special' ? /\/special$/ : /\/citylist\?website_id=1&website_type=1$/);
    await expect(page.getByRole('heading', { name: '湘西州分站', level: 1 }), path).toBeVisible();
  }
});

test('the server answers a county site\'s /special itself, not with a redirect to the chooser', async ({ request }) => {
  const answer = await request.get('/special', {
    headers: { cookie: 'website_id=3; website_type=2; source_type=1; site_type_flag=2' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('保靖县分站');
});

test('/change_city is answered by the server with the sites to choose, marking the stored one', async ({ request }) => {
  const answer = await request.get('/change_city', { headers: { cookie: 'website_id=3; website_type=2; site_type_flag=2' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  // The server's HTML itself lists the sites (a crawler and a slow phone read it before any script runs).
  expect(html).toContain('湘西州分站');
  expect(html).toContain('保靖县分站');
  expect(html).toMatch(/aria-current="true"[^>]*>保靖县分站</);
});
