// Search as a shopper without a Chinese input method: initials typed in the header box, a
// suggestion chosen with the keyboard, the list narrowed by a facet, a goods opened.
import { expect, test } from '@playwright/test';
import { openHome } from './support';

test('type qyg → choose a suggestion with the keyboard → narrow by a facet → open a goods', async ({ page }) => {
  await openHome(page);
  const search = page.getByRole('search');
  const box = search.getByRole('combobox', { name: '搜索关键词' });
  await box.click();
  // Recent searches and hot words while empty; suggestions after each character.
  await box.pressSequentially('qyg', { delay: 80 });
  const list = page.getByRole('listbox', { name: '搜索建议' });
  await expect(list.getByRole('option').first()).toContainText('奇异果');
  await expect(search.getByRole('status')).toContainText('条建议');
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  // The keyboard: down to the first suggestion, Enter opens its list (奇异果 is a merchant keyword of 猕猴桃).
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/list\?keyword=%E5%A5%87%E5%BC%82%E6%9E%9C/);
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toContainText('猕猴桃');

  // A facet with its count narrows the list and keeps the keyword.
  const filter = page.getByRole('region', { name: '筛选条件' });
  const band = filter.getByRole('link', { name: /元\s*\d+ 件$/ }).first();
  const count = Number((await band.textContent())!.match(/(\d+) 件$/)![1]);
  expect(count).toBeGreaterThan(0);
  await band.click();
  await expect(page).toHaveURL(/keyword=%E5%A5%87%E5%BC%82%E6%9E%9C.*price_min=/);
  await expect(page.getByTestId('result-count')).toContainText(String(count));
  await expect(filter.getByRole('link', { name: /元\s*\d+ 件$/ }).first()).toHaveAttribute('aria-current', 'true');

  // The search is remembered in this browser: the empty box lists it.
  await box.fill('');
  await box.focus();
  await expect(list.getByRole('group', { name: '搜索历史' }).getByRole('option', { name: '奇异果' })).toBeVisible();

  // Open a goods of the narrowed list.
  await cards.first().click();
  await expect(page).toHaveURL(/\/sku-\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('猕猴桃');
});
