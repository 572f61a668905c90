// 检索历史 on the search page and 新增 of saved patent searches in 我的检索, as users meet them: the
// real pages, their calls answered by the mock. A visitor's history stays in the browser; a
// signed-in user's comes from the account, with the browser's entries moved in; 清空历史 asks
// first. A saved patent search says how many of its hits are new until it is opened.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { searchHistoryRecords } from '../../mock/_lib/data/search-history';
import { callsTo, renderApp, signInAs, tableRows, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const KEY = 'ipr.patentSearchHistory';
const historyPanel = () => screen.getByRole('complementary', { name: '检索历史' });
const shownQueries = () =>
  within(historyPanel())
    .queryAllByRole('link')
    .map((link) => link.textContent);

it('shows a visitor this browser’s history and clears it after asking', async () => {
  window.localStorage.setItem(KEY, JSON.stringify(['石墨烯', '锂离子电池']));
  renderApp('/gxq/patent/search');
  await waitFor(() => expect(shownQueries()).toEqual(['石墨烯', '锂离子电池']));
  expect(within(historyPanel()).getByRole('link', { name: '石墨烯' })).toHaveAttribute(
    'href',
    expect.stringContaining('/gxq/patent/result?q=%E7%9F%B3%E5%A2%A8%E7%83%AF'),
  );

  fireEvent.click(within(historyPanel()).getByRole('button', { name: '从检索历史中删除“石墨烯”' }));
  await waitFor(() => expect(shownQueries()).toEqual(['锂离子电池']));
  expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(['锂离子电池']);

  // 清空历史 asks in place; Escape keeps the list.
  fireEvent.click(within(historyPanel()).getByRole('button', { name: /清空历史/ }));
  const question = within(historyPanel()).getByRole('group', { name: /清空全部 1 条检索历史？/ });
  const confirm = within(question).getByRole('button', { name: /清\s*空/ });
  await waitFor(() => expect(confirm).toHaveFocus());
  fireEvent.keyDown(question, { key: 'Escape' });
  expect(within(historyPanel()).queryByRole('group')).toBeNull();
  expect(shownQueries()).toEqual(['锂离子电池']);

  fireEvent.click(within(historyPanel()).getByRole('button', { name: /清空历史/ }));
  await act(async () =>
    fireEvent.click(within(historyPanel()).getByRole('button', { name: /^清\s*空$/ })),
  );
  await within(historyPanel()).findByText('暂无检索历史，检索后会保存在本浏览器中，登录后并入账号');
  expect(window.localStorage.getItem(KEY)).toBeNull();
  // Nothing of a visitor's goes to the backend.
  expect(callsTo('/searchHistory/')).toHaveLength(0);
});

it('shows a signed-in user the account’s history with the browser’s moved in', async () => {
  window.localStorage.setItem(KEY, JSON.stringify(['石墨烯']));
  signInAs('demo');
  renderApp('/gxq/patent/search');
  // The account's seeded three, under what this browser held.
  await waitFor(
    () => expect(shownQueries()).toEqual(['石墨烯', '永磁同步电机', '储能 AND 电池', '锂离子电池']),
    { timeout: 30_000 },
  );
  expect(callsTo('/searchHistory/merge').map((call) => call.body)).toEqual([
    { queries: ['石墨烯'] },
  ]);
  expect(window.localStorage.getItem(KEY)).toBeNull();
  expect(within(historyPanel()).getByText('检索历史随账号保存')).toBeInTheDocument();

  fireEvent.click(
    within(historyPanel()).getByRole('button', { name: '从检索历史中删除“储能 AND 电池”' }),
  );
  await waitFor(() => expect(shownQueries()).toEqual(['石墨烯', '永磁同步电机', '锂离子电池']));
  expect(searchHistoryRecords().filter((r) => r.account === 'demo')).toHaveLength(3);

  fireEvent.click(within(historyPanel()).getByRole('button', { name: /清空历史/ }));
  expect(historyPanel()).toHaveTextContent('清空全部 3 条检索历史？账号中的记录也将删除。');
  await act(async () =>
    fireEvent.click(within(historyPanel()).getByRole('button', { name: /^清\s*空$/ })),
  );
  await within(historyPanel()).findByText('暂无检索历史，检索后会保存在您的账号中');
  expect(searchHistoryRecords().filter((r) => r.account === 'demo')).toEqual([]);
});

it('records a signed-in user’s search with the account, not in the browser', async () => {
  signInAs('buyer');
  const { historyRef } = renderApp('/gxq/patent/search');
  await waitFor(
    () =>
      expect(
        within(historyPanel()).getByText('暂无检索历史，检索后会保存在您的账号中'),
      ).toBeInTheDocument(),
    { timeout: 30_000 },
  );
  const box = screen.getByRole('searchbox', { name: '检索词' });
  fireEvent.change(box, { target: { value: '  石墨烯 导热膜 ' } });
  fireEvent.submit(box.closest('form')!);
  await waitFor(() => expect(historyRef.current.location.pathname).toBe('/gxq/patent/result'));
  await waitFor(() =>
    expect(searchHistoryRecords().filter((r) => r.account === 'buyer')).toMatchObject([
      { query: '石墨烯 导热膜' },
    ]),
  );
  expect(window.localStorage.getItem(KEY)).toBeNull();
});

it('says in 我的检索 how many hits of a saved patent search are new, until it is opened', async () => {
  signInAs('demo');
  renderApp('/account/searches');
  const rows = await tableRows();
  const reply = callsTo('/savedSearch/find').at(-1)!.reply as {
    data: { content: API.SavedSearch[] };
  };
  const tracked = reply.data.content.find((s) => s.id === 'ss-0003')!;
  expect(tracked.newCount).toBeGreaterThan(0);
  const row = rows.find((r) => r.dataset.rowKey === 'ss-0003')!;
  expect(within(row).getByLabelText(`新增 ${tracked.newCount} 件`)).toBeInTheDocument();
  expect(row).toHaveTextContent(`当前命中 ${tracked.count} 件`);
  // The other patent search has nothing new.
  const older = rows.find((r) => r.dataset.rowKey === 'ss-0001')!;
  expect(within(older).queryByText(/新增/)).toBeNull();
  // The tab says it too.
  await waitFor(() =>
    expect(screen.getAllByText(`专利检索（新增 ${tracked.newCount}）`).length).toBeGreaterThan(0),
  );

  fireEvent.click(within(row).getByText('打开'));
  await waitFor(() => expect(callsTo('/savedSearch/open')).toHaveLength(1));
  const opened = callsTo('/savedSearch/open')[0].reply as { data: API.SavedSearch };
  expect(opened.data).toMatchObject({ id: 'ss-0003', newCount: 0 });
});
