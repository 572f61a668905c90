// Phone details of the public pages (issue 25 item 10), checked by geometry at 375 px and against
// the wider layouts: chart labels inside their box, the indicator table's columns reachable with a
// visible cue, detail labels whole, the chosen navigation report in view, finance figures apart and
// badges that follow the guarantee, and card grids without a lone last card.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

async function mock(path) {
  const body = await (await fetch(`${env.origin}${path}`)).json();
  assert.equal(body.success, true, `${path}: ${body.errorMessage}`);
  return body.data;
}

const query = (data) => encodeURIComponent(JSON.stringify(data));

const sideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Boxes (by selector, inside `container`) that stick out of the container's box, by their text. */
function outside(page, container, selector) {
  return page.locator(container).evaluate((box, inner) => {
    const frame = box.getBoundingClientRect();
    return [...box.querySelectorAll(inner)]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.left < frame.left - 1 ||
          rect.right > frame.right + 1 ||
          rect.top < frame.top - 1 ||
          rect.bottom > frame.bottom + 1
        );
      })
      .map((element) => element.textContent);
  }, selector);
}

/** Elements (by selector) whose text runs onto a second line. */
function wrapped(page, selector) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1;
      })
      .map((element) => element.textContent),
  );
}

describe('charts on a phone', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px the radar's and the donuts' labels lie inside their charts`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 900 },
      });
      await page.goto(`${env.origin}${BASE}/gxq/nav/value/result?id=pat-000001`);
      const radar = 'section:has(h2:text("三维度得分")) svg';
      await page.locator(radar).waitFor();
      assert.equal(await page.locator(`${radar} text`).count(), 3);
      assert.deepEqual(await outside(page, radar, 'text'), []);

      await page.goto(`${env.origin}${BASE}/gxq/nav/pdf`);
      const donut = page.locator('figure[aria-label="IPC 部分布"]');
      await donut.scrollIntoViewIfNeeded();
      await donut.locator('canvas').waitFor();
      // The slices are named in a legend that wraps, never by labels beyond the canvas's edge.
      const legend = await donut.locator('ul li').allTextContents();
      // (One section may hold every patent of the report: a legend of one line.)
      assert.ok(legend.length >= 1, legend.join(' '));
      assert.ok(
        legend.every((item) => /件（\d+\.\d%）$/.test(item)),
        legend.join(' '),
      );
      assert.deepEqual(await outside(page, 'figure[aria-label="IPC 部分布"]', 'ul li, canvas'), []);

      const [agency] = (await mock('/ipr-agency-service/api/agency/findAgencyIndex?size=1'))
        .content;
      await page.goto(
        `${env.origin}${BASE}/gxq/service/agency/result/${encodeURIComponent(agency.creditCode)}/${encodeURIComponent(agency.enterpriseName)}`,
      );
      const types = page.locator('figure[aria-label="专利类型构成"]');
      await types.scrollIntoViewIfNeeded();
      await types.locator('canvas').waitFor();
      assert.ok((await types.locator('ul li').count()) >= 1);
      assert.deepEqual(
        await outside(page, 'figure[aria-label="专利类型构成"]', 'ul li, canvas'),
        [],
      );
      assert.equal(await sideways(page), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('the value indicator table', () => {
  const COLUMNS = ['维度', '指标', '指标值', '指标得分', '维度内权重', '对总分贡献'];

  it('at 375 px scrolls inside its own box, says so, and reaches every column', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/nav/value/result?id=pat-000001`);
    const box = page.getByRole('region', { name: '评估指标表' });
    await box.waitFor();
    assert.equal(await sideways(page), 0);
    assert.ok(await page.getByText('左右滑动查看').isVisible());
    const shade = () =>
      box.evaluate((element) => {
        const frame = element.closest('[class*="frame"]');
        return Number(getComputedStyle(frame, '::after').opacity);
      });
    await page.waitForFunction(
      (element) => getComputedStyle(element.closest('[class*="frame"]'), '::after').opacity === '1',
      await box.elementHandle(),
    );

    // Scrolled to its end, the last columns come into the box and the shade goes.
    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const edge = await box.boundingBox();
    const last = await box.getByRole('columnheader', { name: '对总分贡献' }).boundingBox();
    assert.ok(last.x + last.width <= edge.x + edge.width + 1, 'the last column is in the box');
    await page.waitForFunction(
      (element) => getComputedStyle(element.closest('[class*="frame"]'), '::after').opacity === '0',
      await box.elementHandle(),
    );
    assert.equal(await shade(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('at 1440 px shows all its columns at once, with no hint', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/nav/value/result?id=pat-000001`);
    const table = page.locator('section:has(h2:text("评估指标")) table');
    await table.waitFor();
    assert.deepEqual(await table.getByRole('columnheader').allTextContents(), COLUMNS);
    assert.deepEqual(await outside(page, 'section:has(h2:text("评估指标"))', 'th'), []);
    assert.equal(await page.getByText('左右滑动查看').count(), 0);
    assert.equal(await page.getByRole('region', { name: '评估指标表' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('detail pages on a phone', () => {
  for (const width of [320, 375]) {
    it(`at ${width} px description labels stay on one line and values wrap`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 800 },
      });
      for (const path of [
        '/gxq/patent/detail?id=pat-000001',
        '/gxq/operations/sell/txn-0001',
        '/gxq/nav/pdf',
      ]) {
        await page.goto(`${env.origin}${BASE}${path}`);
        const labels = page.locator('main .ant-descriptions-item-label');
        await labels.first().waitFor();
        assert.ok((await labels.count()) >= 5, path);
        assert.deepEqual(await wrapped(page, 'main .ant-descriptions-item-label'), [], path);
        assert.equal(await sideways(page), 0, path);
      }
      // The patent's long values (applicants, classification codes) wrap beside whole labels.
      await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=pat-000001`);
      const type = page.locator('main th.ant-descriptions-item-label', { hasText: '专利类型' });
      await type.waitFor();
      assert.deepEqual(await wrapped(page, 'main th.ant-descriptions-item-label'), []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('navigation reports on a phone', () => {
  /** The viewer's top, relative to the viewport, once scrolling has settled. */
  const settledTop = (page) =>
    page.evaluate(async () => {
      const viewer = document.querySelector('section[aria-label="报告内容"]');
      let top = viewer.getBoundingClientRect().top;
      for (;;) {
        await new Promise((resolve) => {
          setTimeout(resolve, 150);
        });
        const next = viewer.getBoundingClientRect().top;
        if (Math.abs(next - top) < 1) return next;
        top = next;
      }
    });

  for (const motion of ['no-preference', 'reduce']) {
    it(`at 375 px choosing another report brings it into view (motion: ${motion})`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width: 375, height: 800 },
      });
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto(`${env.origin}${BASE}/gxq/nav/pdf`);
      const reports = page
        .getByRole('complementary', { name: '导航报告列表' })
        .locator('li button');
      await page.locator('section[aria-label="报告内容"] h2').waitFor();
      const second = reports.nth(1);
      const title = await second.locator('strong').textContent();
      await second.scrollIntoViewIfNeeded();
      assert.ok((await settledTop(page)) > 800, 'the viewer starts below the screen');
      await second.click();
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      const top = await settledTop(page);
      // Just below the sticky header, its heading on screen.
      assert.ok(top >= 0 && top < 120, `the viewer's top is at ${top}px`);
      const heading = await page.getByRole('heading', { level: 2, name: title }).boundingBox();
      assert.ok(heading.y + heading.height <= 800, 'the report title is on screen');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('at 1440 px, with the viewer beside the list, choosing a report does not scroll', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/nav/pdf`);
    await page.locator('section[aria-label="报告内容"] h2').waitFor();
    const second = page
      .getByRole('complementary', { name: '导航报告列表' })
      .locator('li button')
      .nth(1);
    const title = await second.locator('strong').textContent();
    const before = await page.evaluate(() => window.scrollY);
    await second.click();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), before);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('finance product cards', () => {
  /** Cards' figures that run into a neighbour: a value wider than its slot, or slots overlapping. */
  const crowded = (page) =>
    page.locator('main a dl').evaluateAll((lists) =>
      lists.flatMap((list) => {
        const slots = [...list.children].map((slot) => {
          const range = document.createRange();
          range.selectNodeContents(slot.querySelector('dd'));
          return {
            slot: slot.getBoundingClientRect(),
            text: range.getBoundingClientRect(),
            slotEl: slot,
          };
        });
        const problems = [];
        slots.forEach(({ slot, text, slotEl }, index) => {
          if (text.right > slot.right + 0.5 || text.left < slot.left - 0.5)
            problems.push(`${slotEl.textContent}: value outside its slot`);
          for (const other of slots.slice(index + 1)) {
            const apart =
              other.slot.left >= slot.right + 4 ||
              other.slot.right <= slot.left - 4 ||
              other.slot.top >= slot.bottom ||
              other.slot.bottom <= slot.top;
            if (!apart) problems.push(`${slotEl.textContent} touches ${other.slotEl.textContent}`);
          }
        });
        return problems;
      }),
    );

  it('keep amount, rate and term apart, each under its label, at every width', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 900 },
    });
    for (const path of [
      '/gxq/finance/list',
      '/gxq/finance/index',
      '/gxq/finance/agency/inst-0001',
    ]) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(`${env.origin}${BASE}${path}`);
      await page.locator('main a dl dd').first().waitFor();
      const labels = await page.locator('main a dl').first().locator('dt').allTextContents();
      assert.deepEqual(labels, ['贷款额度', '年化利率', '贷款期限'], path);
      // The same cards laid out again at each width (the widths where ranges used to collide).
      for (const width of [320, 375, 768, 1024, 1120, 1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        assert.deepEqual(await crowded(page), [], `${path} at ${width}px`);
        assert.equal(await sideways(page), 0, `${path} at ${width}px`);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('show 线上质押登记 only on products whose guarantee is a pledge, never on a 信用 loan', async () => {
    const products = (
      await mock(
        `/ipr-website-service/api/front/institutionProduct/findIndex?size=100&queryData=${query({ guarantee: '信用', onlinePledge: true })}`,
      )
    ).content;
    // The data flags online registration on some credit-only products: the page must not follow it.
    const creditOnly = products.find((product) => product.guarantee === '信用');
    assert.ok(creditOnly, 'the data has a credit-only product flagged for online pledge');
    const pledged = products.find((product) => product.guarantee.includes('质押'));
    assert.ok(pledged);

    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 900 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/finance/product/${creditOnly.id}`);
    await page.getByRole('heading', { level: 1, name: creditOnly.name }).waitFor();
    assert.equal(await page.getByText('线上质押登记').count(), 0);
    await page.goto(`${env.origin}${BASE}/gxq/finance/product/${pledged.id}`);
    await page.getByRole('heading', { level: 1, name: pledged.name }).waitFor();
    assert.equal(await page.getByText('线上质押登记').count(), 1);

    await page.goto(
      `${env.origin}${BASE}/gxq/finance/list?guarantee=${encodeURIComponent('信用')}`,
    );
    await page.locator('main a dl').first().waitFor();
    const cards = await page.locator('main a:has(dl)').evaluateAll((links) =>
      links.map((link) => ({
        guarantee: link.querySelector('dl + div > span').textContent,
        pledgeBadge: link.textContent.includes('线上质押登记'),
      })),
    );
    assert.ok(cards.some((card) => card.guarantee === '信用'));
    for (const card of cards)
      assert.equal(card.pledgeBadge && !card.guarantee.includes('质押'), false, card.guarantee);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('card grids end without orphans', () => {
  const GRIDS = [
    ['/gxq/index', '[class*="entries___"]'],
    ['/gxq/index', '[class*="grid___"]'],
    ['/gxq/finance/index', '[class*="categories___"]'],
    ['/gxq/finance/index', '[class*="grid___"]'],
    ['/gxq/operations/index', '[class*="grid___"]'],
    ['/gxq/service/index', '[class*="services___"]'],
    ['/gxq/service/index', '[class*="operations___"]'],
    ['/gxq/service/index', '[class*="grid___"]'],
  ];

  it('at 375, 768 and 1440 px the last row of each grid is full', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    for (const [path, selector] of GRIDS) {
      if (page.url() !== `${env.origin}${BASE}${path}`) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${env.origin}${BASE}${path}`);
      }
      const grid = page.locator(`main ${selector}:not([aria-busy])`).first();
      await grid.locator('a, li, article').first().waitFor();
      for (const width of [375, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const gap = await grid.evaluate((element) => {
          // A row that scrolls sideways (category tiles on a phone) has no last row to fill.
          if (element.scrollWidth > element.clientWidth + 1) return 0;
          const style = getComputedStyle(element);
          const right = element.getBoundingClientRect().right - parseFloat(style.paddingRight);
          const cards = [...element.children];
          const lastTop = Math.round(cards.at(-1).getBoundingClientRect().top);
          // The rightmost card of the last row ends where the grid ends.
          const lastRow = cards.filter(
            (card) => Math.round(card.getBoundingClientRect().top) === lastTop,
          );
          const end = Math.max(...lastRow.map((card) => card.getBoundingClientRect().right));
          return Math.round(right - end);
        });
        assert.ok(
          gap <= 2,
          `${path} ${selector} at ${width}px: ${gap}px empty after the last card`,
        );
        assert.equal(await sideways(page), 0, `${path} at ${width}px`);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
