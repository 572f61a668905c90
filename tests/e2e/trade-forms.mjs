// Filling the trading forms (publish for sale, register a demand) the way a user does.
import assert from 'node:assert/strict';

export const DESCRIPTION =
  '一种高安全性锂电池电解质的制备方法，已完成中试验证，可整体转让并提供技术支持。';

/** A patent of the mock data set, found the way a user would: a search for 电池. */
export async function samplePatent(page) {
  const response = await page.request.get(
    `${new URL(page.url()).origin}/ipr-data-service/api/front/patent/search?q=${encodeURIComponent('电池')}&size=1`,
  );
  const body = await response.json();
  const patent = body.data.content[0];
  assert.ok(patent?.applicationNumber, 'the mock has a patent about 电池');
  return patent;
}

/** Opens an antd Select (by its input's id) and picks the option with this exact text. */
export async function pick(page, id, option) {
  await antSelect(page, id).click();
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
    .click();
}

export function antSelect(page, id) {
  return page.locator('.ant-select').filter({ has: page.locator(`#${id}`) });
}

/** Text shown in an antd Select, found from its label. */
export function selectText(page, id) {
  return antSelect(page, id).locator('.ant-select-selection-item');
}

/** Fills the sale form with valid values; returns the patent offered. */
export async function fillListing(page, { negotiable = false } = {}) {
  const patent = await samplePatent(page);
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
  await pick(page, 'sell_field', '新能源');
  await page.getByLabel('详细描述').fill(DESCRIPTION);
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('手机号码').fill('13912345678');
  return patent;
}
