// 检索结果 (/gxq/patent/result) as a visitor uses it: the real page, its search answered by the
// mock. The hits shown are the backend's, the page and sort live in the URL and in the call, and a
// malformed expression is refused before anything is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, renderApp, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const SEARCH = '/api/front/patent/search';

interface SearchPage {
  totalElements: number;
  content: { title: string }[];
}

/** The last search sent: its query and the page the backend answered. */
function lastSearch() {
  const call = callsTo(SEARCH).at(-1)!;
  const reply = call.reply as SearchPage | { data: SearchPage };
  return {
    params: new URL(call.url, 'http://app.test').searchParams,
    page: 'data' in reply ? reply.data : reply,
  };
}

const hitTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The count line, 共 N 条结果 (N in bold, with thousands separators). */
const countLine = () =>
  screen.findByText(
    (_, element) =>
      element?.tagName === 'P' && /^共\s*[\d,]+\s*条结果/.test(element.textContent ?? ''),
    {},
    { timeout: 30_000 },
  );

it('shows the hits the backend found, with the searched words marked', async () => {
  renderApp('/gxq/patent/result?q=%E7%94%B5%E6%B1%A0');
  const count = await countLine();
  const { params, page } = lastSearch();
  expect(params.get('q')).toBe('电池');
  expect(count.textContent?.replace(/,/g, '')).toContain(`共 ${page.totalElements} 条结果`);
  expect(hitTitles()).toEqual(page.content.map((hit) => hit.title));
  expect(screen.getAllByText('电池', { selector: 'mark' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('“电池”的检索结果');
});

it('turns the page and changes the order through the URL and the call', async () => {
  const { historyRef } = renderApp('/gxq/patent/result?q=%E7%94%B5%E6%B1%A0');
  await countLine();
  const firstTitles = hitTitles();
  fireEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(historyRef.current.location.search).toContain('page=2'));
  await waitFor(() => expect(lastSearch().params.get('page')).toBe('1'));
  await waitFor(() =>
    expect(hitTitles()).toEqual(lastSearch().page.content.map((hit) => hit.title)),
  );
  expect(hitTitles()).not.toEqual(firstTitles);

  fireEvent.change(screen.getByRole('combobox', { name: '排序' }), {
    target: { value: 'ad-desc' },
  });
  await waitFor(() => expect(lastSearch().params.get('sort')).toBe('applicationDate desc'));
  // A new order starts again from its first page.
  expect(historyRef.current.location.search).not.toContain('page=2');
  expect(lastSearch().params.get('page')).toBe('0');
});

it('refuses a malformed expression at its place and sends nothing', async () => {
  renderApp('/gxq/patent/result?q=' + encodeURIComponent('电池 AND (锂 OR'));
  const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
  expect(alert).toHaveTextContent('检索式有误，未发送检索');
  expect(alert.querySelector('mark')).not.toBeNull();
  expect(callsTo(SEARCH)).toHaveLength(0);
});

it('asks for a search word when there is none', async () => {
  renderApp('/gxq/patent/result');
  expect(await screen.findByText('请输入检索词', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '前往检索页' })).toHaveAttribute(
    'href',
    '/gxq/patent/search',
  );
  expect(callsTo(SEARCH)).toHaveLength(0);
});
