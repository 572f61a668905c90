// 合并同族 on /gxq/patent/result (issue 51): a parent and its two divisional applications show
// as one hit saying 同族 3 件, the switch lists each record, and the detail page's 著录项目 and
// 同族专利 name the A and B publications and the family's Chinese members.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const SEARCH_API = '/ipr-data-service/api/front/patent/search';

/** A family of three whose members all carry one title, found through the search itself. */
async function familyOfThree(page) {
  const answer = await page.request.get(`${env.origin}${SEARCH_API}`, {
    params: { q: 'AD>=2010', size: '1000' },
  });
  const { data } = await answer.json();
  const hit = data.content.find((h) => h.familyMatched === 3 && h.familySize === 3);
  assert.ok(hit, 'the data set holds a family of three');
  return hit;
}

describe('patent families', () => {
  it('shows a family of three once with 同族 3 件, and every record with 合并同族 off', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    const family = await familyOfThree(page);
    const q = `TI="${family.title}"`;
    await page.goto(`${env.origin}${BASE}/gxq/patent/result?q=${encodeURIComponent(q)}&exp=0`);
    const status = page.getByRole('status').filter({ hasText: /条结果/ });
    await status.waitFor();
    const shown = page.locator('article').filter({ hasText: '同族 3 件' });
    assert.equal(await shown.count(), 1);
    await shown.getByText('同族 3 件').click();
    const members = shown.locator('details li');
    assert.equal(await members.count(), 2);
    assert.match(await shown.innerText(), /本次结果含 3 件/);
    // The count says families, then the records they hold.
    const grouped = await status.innerText();
    const families = Number(grouped.match(/共\s*([\d,]+)\s*条结果/)[1]);
    assert.match(grouped, new RegExp(`合并同族，含 ${families + 2} 件申请`));
    assert.equal(await status.locator('strong').last().innerText(), String(families + 2));

    await page.getByRole('checkbox', { name: '合并同族' }).uncheck();
    await page.waitForURL((url) => url.searchParams.get('fam') === '0');
    await page.getByText(`共 ${families + 2} 条结果`).waitFor();
    // A member's page: its publications, and the family's records linked.
    await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${family.familyMembers[0].id}`);
    const biblio = page.locator('#biblio');
    await biblio.getByText('分案原申请号').or(biblio.getByText('公开号')).first().waitFor();
    assert.match(await biblio.innerText(), /公开号[\s\S]*公开日/);
    const table = page.locator('#family');
    await table.getByRole('link', { name: family.publicationNumber }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
