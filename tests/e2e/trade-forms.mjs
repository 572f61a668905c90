// Filling the trading forms (publish for sale, register a demand) the way a user does.
import assert from 'node:assert/strict';

export const DESCRIPTION =
  '一种高安全性锂电池电解质的制备方法，已完成中试验证，可整体转让并提供技术支持。';

/** The statement a listing of someone else's patent (代理/授权出让) must carry. */
export const AUTHORIZATION = '受专利权人书面委托代理出让，授权书编号 2026-018，授权期限两年。';

/**
 * The n-th patent (from 0) of the mock data set about 电池 that the trading hall does not list
 * yet, found the way a user would: a patent search, then the hall searched by its number. One live
 * or pending listing per patent and deal: tests that publish several pick different n.
 */
export async function samplePatent(page, n = 0) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.get(
    `${origin}/ipr-data-service/api/front/patent/search?q=${encodeURIComponent('电池')}&size=30`,
  );
  const body = await response.json();
  let free = 0;
  for (const patent of body.data.content) {
    const hall = await page.request.get(
      `${origin}/ipr-website-service/api/front/ipcTransaction/findIndex?keyword=${encodeURIComponent(patent.applicationNumber)}`,
    );
    if ((await hall.json()).data.totalElements > 0) continue;
    if (free === n) return patent;
    free += 1;
  }
  assert.fail(`the mock has ${n + 1} unlisted patents about 电池`);
}

/** Picks the option with this exact text in the select labelled `label`. */
export async function pick(page, label, option) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** The text of the option chosen in the select labelled `label`. */
export function selectedText(page, label) {
  return page
    .getByLabel(label, { exact: true })
    .evaluate((select) => select.selectedOptions[0]?.textContent ?? '');
}

/** The message shown at the field labelled `label` (the element its aria-describedby names). */
export async function fieldError(page, label) {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('id');
  return page.locator(`[id="${id}-error"]`);
}

/**
 * Fills the sale form with valid values for the n-th 电池 patent (with the authorisation statement
 * when the form asks for one); returns the patent offered.
 */
export async function fillListing(page, { negotiable = false, n = 0, patent: given } = {}) {
  const patent = given ?? (await samplePatent(page, n));
  await page.getByLabel('专利申请号').fill(patent.applicationNumber);
  await page.getByRole('button', { name: /查询/ }).click();
  await page
    .getByRole('region', { name: '专利信息' })
    .getByRole('link', { name: patent.title })
    .waitFor();
  assert.equal(await page.getByLabel('专利名称').inputValue(), patent.title);
  if (negotiable) {
    await page.getByText('许可', { exact: true }).click();
    await page.getByLabel('面议').click();
  } else {
    await page.getByText('转让', { exact: true }).click();
    await page.getByLabel('价格').fill('80');
  }
  await pick(page, '技术领域', '新能源');
  await page.getByLabel('详细描述').fill(DESCRIPTION);
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('手机号码').fill('13912345678');
  const statement = page.getByLabel('授权说明');
  if (await statement.count()) await statement.fill(AUTHORIZATION);
  return patent;
}

/**
 * Submits a publish form (`button` names its submit button), waits for the view that says it
 * waits for review, and returns the new item's id (from its preview link).
 */
export async function submitForReview(page, button = /提交审核/) {
  await page.getByRole('button', { name: button }).click();
  const done = page.getByRole('status').filter({ hasText: '已提交，等待平台审核' });
  await done.waitFor();
  const href = await done.getByRole('link', { name: /预览信息/ }).getAttribute('href');
  return href.split('/').pop();
}
