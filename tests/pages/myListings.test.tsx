// 我的发布 (/account/listings) as its owner uses it: the real shell page, signed in at the mock.
// The rows are the account's own listings; 下架 asks a reason, refuses a missing one at its field
// and sends nothing, and the row then says 已下架 with the reason. A visitor is sent to log in.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answerWith,
  appearing,
  callsTo,
  renderApp,
  signInAs,
  tableRows,
  withMockBackend,
} from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const MINE = '/api/authFront/ipcTransaction/mine';
const WITHDRAW = '/api/authFront/ipcTransaction/withdraw';

interface Listing {
  id: string;
  title: string;
  status: string;
  seller?: string;
}

const lastMine = () => (callsTo(MINE).at(-1)!.reply as { data: { content: Listing[] } }).data;

it('lists the account’s own listings as the backend has them', async () => {
  signInAs('demo');
  renderApp('/account/listings');
  const shown = await tableRows();
  const { content } = lastMine();
  expect(shown.map((row) => row.dataset.rowKey)).toEqual(content.map((item) => item.id));
  expect(shown[0]).toHaveTextContent(content[0].title);
  expect(screen.getByRole('heading', { name: '我的发布' })).toBeInTheDocument();
});

it('takes a listing down only with a reason, then says so in its row', async () => {
  signInAs('demo');
  renderApp('/account/listings?status=published');
  const [row] = await tableRows();
  const title = lastMine().content[0].title;
  // (Role queries over the shell's tables are slow in jsdom; buttons are found by their words.)
  fireEvent.click(within(row).getByText(/^下\s*架$/));
  const dialog = await appearing('[role="dialog"]');
  expect(dialog).toHaveTextContent(`下架“${title}”`);

  await act(async () => fireEvent.click(within(dialog).getByText(/^确\s*认$/)));
  expect(await within(dialog).findByText('请填写下架原因')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('下架原因'), { target: { value: '卖' } });
  expect(await within(dialog).findByText(/下架原因长度应为2-\d+个字符/)).toBeInTheDocument();
  expect(callsTo(WITHDRAW)).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('下架原因'), {
    target: { value: '  已通过其他渠道成交  ' },
  });
  await act(async () => fireEvent.click(within(dialog).getByText(/^确\s*认$/)));
  await waitFor(() => expect(callsTo(WITHDRAW)).toHaveLength(1));
  expect(callsTo(WITHDRAW)[0]).toMatchObject({
    status: 200,
    body: { id: row.dataset.rowKey, reason: '已通过其他渠道成交' },
  });
  // The list is read again: under 已发布 the listing is gone; under 全部 it says 已下架.
  await waitFor(() =>
    expect(document.querySelector(`tr[data-row-key="${row.dataset.rowKey}"]`)).toBeNull(),
  );
  fireEvent.click(screen.getByText('全部'));
  await waitFor(() => {
    const again = document.querySelector<HTMLElement>(`tr[data-row-key="${row.dataset.rowKey}"]`);
    expect(again).toHaveTextContent('已下架');
    expect(again).toHaveTextContent('已通过其他渠道成交');
  });
});

it('shows no rows of the last filter when the next load fails, and 重试 reads it again', async () => {
  signInAs('demo');
  renderApp('/account/listings');
  await tableRows();
  answerWith(MINE, 500, '<html>Bad gateway</html>');
  fireEvent.click(
    within(document.querySelector<HTMLElement>('[role="tablist"]')!).getByText('已发布'),
  );
  const failure = await screen.findByText('我的发布加载失败', {}, { timeout: 30_000 });
  await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0));
  // The table does not claim that nothing matches: it did not load.
  expect(screen.getByText('列表未能加载')).toBeInTheDocument();
  expect(screen.queryByText(/没有符合条件/)).toBeNull();

  answerWith();
  const alert = failure.closest<HTMLElement>('[role="alert"]')!;
  await act(async () => fireEvent.click(within(alert).getByText(/^重\s*试$/)));
  const shown = await tableRows();
  expect(new URL(callsTo(MINE).at(-1)!.url, 'http://app.test').search).toContain('published');
  expect(shown.map((row) => row.dataset.rowKey)).toEqual(lastMine().content.map((item) => item.id));
  expect(screen.queryByText('我的发布加载失败')).toBeNull();
});

it('sends a visitor to log in first, and back here after', async () => {
  const { historyRef } = renderApp('/account/listings');
  await waitFor(() => expect(historyRef.current.location.pathname).toBe('/user/login'), {
    timeout: 30_000,
  });
  expect(new URLSearchParams(historyRef.current.location.search).get('redirect')).toBe(
    '/account/listings',
  );
  expect(callsTo(MINE)).toHaveLength(0);
});
