// 交易大厅 (/gxq/operations/list) as a visitor uses it: the real page, its calls answered by the
// mock. What the page shows is what the backend answered; filters live in the URL and in the call.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerWith, callsTo, renderApp, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const HALL = '/api/front/ipcTransaction/findIndex';

interface HallPage {
  totalElements: number;
  content: { title: string; transactionType: string; applicationNumber?: string }[];
}

/** The last page of listings the backend sent, and the filters the page asked it for. */
function lastHallCall() {
  const call = callsTo(HALL).at(-1)!;
  const url = new URL(call.url, 'http://app.test');
  return {
    page: (call.reply as { data: HallPage }).data,
    query: JSON.parse(url.searchParams.get('queryData') ?? '{}') as Record<string, unknown>,
    url,
  };
}

/** The count line, 共 N 条专利出让信息 (N in bold). */
const count = () =>
  screen.findByText(
    (_, element) =>
      element?.tagName === 'P' && /^共\s*\d+\s*条专利出让信息$/.test(element.textContent ?? ''),
    {},
    { timeout: 30_000 },
  );
const cardTitles = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/gxq/operations/sell/'))
    .map((link) => link.querySelector('strong')?.textContent);

it('shows the listings the backend has, counted, newest first', async () => {
  renderApp('/gxq/operations/list');
  const status = await count();
  const { page, url } = lastHallCall();
  expect(status).toHaveTextContent(`共 ${page.totalElements} 条专利出让信息`);
  expect(cardTitles()).toEqual(page.content.map((item) => item.title));
  expect(url.searchParams.get('sort')).toBe('publishDate desc');
});

it('filters by the way of trading, in the URL and in the call', async () => {
  const { historyRef } = renderApp('/gxq/operations/list');
  await count();
  const all = lastHallCall().page.totalElements;
  fireEvent.change(screen.getByRole('combobox', { name: '交易方式' }), {
    target: { value: 'license' },
  });
  await waitFor(() => expect(historyRef.current.location.search).toContain('tt=license'));
  await waitFor(() => expect(lastHallCall().query).toMatchObject({ transactionType: 'license' }));
  const { page } = lastHallCall();
  await waitFor(() => expect(cardTitles()).toEqual(page.content.map((item) => item.title)));
  expect(page.totalElements).toBeLessThan(all);
  expect(page.content.every((item) => item.transactionType === 'license')).toBe(true);
});

// Only a granted patent has a 专利号 (ZL + its application number); an application has its 申请号.
it.each([
  ['pending', '申请号 ', /^专利号 /],
  ['valid', '专利号 ZL', /^申请号 /],
] as const)('labels the number of a %s patent on its card', async (status, label, wrong) => {
  renderApp(`/gxq/operations/list?ls=${status}`);
  await count();
  const numbered = lastHallCall().page.content.filter((item) => item.applicationNumber);
  expect(numbered.length).toBeGreaterThan(0);
  for (const item of numbered)
    expect(screen.getByText(`${label}${item.applicationNumber}`)).toBeInTheDocument();
  expect(screen.queryAllByText(wrong)).toEqual([]);
});

it('says so when nothing matches a keyword, emoji included', async () => {
  renderApp(
    '/gxq/operations/list?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E4%B8%93%E5%88%A9%F0%9F%98%80',
  );
  expect(
    await screen.findByText('没有符合条件的交易信息，请放宽筛选条件', {}, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(lastHallCall().url.searchParams.get('keyword')).toBe('不存在的专利😀');
  expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('不存在的专利😀');
});

it('says what failed when the backend fails, and retries', async () => {
  answerWith(HALL, 500, '<html>Bad gateway</html>');
  renderApp('/gxq/operations/list');
  const failure = await screen.findByText('交易信息加载失败', {}, { timeout: 30_000 });
  const block = failure.closest('[role]') ?? failure.parentElement!;
  answerWith();
  await act(async () =>
    fireEvent.click(within(block as HTMLElement).getByRole('button', { name: /重\s*试/ })),
  );
  await count();
  expect(screen.queryByText('交易信息加载失败')).toBeNull();
});
