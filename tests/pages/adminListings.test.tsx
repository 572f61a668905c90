// 交易信息管理 (/admin/listings) as the zone's administrator uses it: the real shell page, signed in
// at the mock. It opens on what waits for review; 通过 asks first, then the item leaves the queue and
// the hall shows it; an account without the right sees 403 and the list is never asked for.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_KEY } from '@/constants';
import { sendToMock } from '../support/mockBackend';
import {
  appearing,
  callsTo,
  renderApp,
  signInAs,
  tableRows,
  withMockBackend,
} from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const ALL = '/api/authFront/admin/ipcTransaction/find';
const APPROVE = '/api/authFront/admin/ipcTransaction/approve';
const HALL = '/api/front/ipcTransaction/findIndex';

interface Listing {
  id: string;
  title: string;
  status: string;
  version: number;
}

const lastList = () => {
  const call = callsTo(ALL).at(-1)!;
  return {
    query: JSON.parse(
      new URL(call.url, 'http://app.test').searchParams.get('queryData') ?? '{}',
    ) as Record<string, unknown>,
    content: (call.reply as { data: { content: Listing[] } }).data.content,
  };
};

const APPROVE_WORD = /^通\s*过$/;
const rowOf = (id: string) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`);

/** A waiting item this administrator may approve (not one of their own). */
function approvableItem(): Listing {
  // (Role queries over the shell's tables are slow in jsdom; buttons are found by their words.)
  return lastList().content.find((listing) => {
    const approve = within(rowOf(listing.id)!).getByText(APPROVE_WORD).closest('button');
    return approve && !approve.disabled;
  })!;
}

/** 通过 on the item's row, then 通过 in the confirmation it asks. */
async function approveInList(item: Listing) {
  fireEvent.click(within(rowOf(item.id)!).getByText(APPROVE_WORD));
  const confirm = await appearing('.ant-popconfirm');
  expect(confirm).toHaveTextContent('通过审核？');
  expect(callsTo(APPROVE)).toHaveLength(0);
  await act(async () => fireEvent.click(within(confirm).getByText(APPROVE_WORD)));
}

it('opens on the listings waiting for review, as the backend has them', async () => {
  signInAs('admin');
  const { historyRef } = renderApp('/admin/listings');
  const shown = await tableRows();
  const { query, content } = lastList();
  expect(query).toMatchObject({ status: 'pending' });
  expect(shown.map((row) => row.dataset.rowKey)).toEqual(content.map((item) => item.id));
  for (const row of shown) expect(row).toHaveTextContent('待审核');
  expect(historyRef.current.location.pathname).toBe('/admin/listings');
});

it('approves a listing after asking, and the hall then shows it', async () => {
  signInAs('admin');
  const { historyRef } = renderApp('/admin/listings?kind=sell');
  await tableRows();
  const item = approvableItem();
  await approveInList(item);

  await waitFor(() => expect(callsTo(APPROVE)).toHaveLength(1));
  expect(callsTo(APPROVE)[0]).toMatchObject({ status: 200, body: { id: item.id } });
  await waitFor(() => expect(rowOf(item.id)).toBeNull());
  expect(await screen.findByText('已通过，信息已在交易大厅展示')).toBeInTheDocument();

  // The hall a visitor reads now has it.
  act(() =>
    historyRef.current.push(`/gxq/operations/list?keyword=${encodeURIComponent(item.title)}`),
  );
  await waitFor(() => expect(callsTo(HALL).length).toBeGreaterThan(0), { timeout: 30_000 });
  const hall = (callsTo(HALL).at(-1)!.reply as { data: { content: Listing[] } }).data.content;
  expect(hall.map((listing) => listing.id)).toContain(item.id);
});

it('refuses 通过 on an item decided meanwhile elsewhere, and shows the queue as it is now', async () => {
  signInAs('admin');
  renderApp('/admin/listings?kind=sell');
  await tableRows();
  const item = approvableItem();
  // In another window, the item is approved while this list still shows it waiting.
  const elsewhere = sendToMock({
    method: 'POST',
    url: `/ipr-website-service${APPROVE}`,
    body: { id: item.id, version: item.version },
    headers: { authorization: window.localStorage.getItem(AUTH_KEY)! },
  });
  expect(elsewhere.status).toBe(200);

  await approveInList(item);
  await waitFor(() => expect(callsTo(APPROVE)).toHaveLength(1));
  expect(callsTo(APPROVE)[0]).toMatchObject({
    status: 409,
    body: { id: item.id, version: item.version },
  });
  expect(
    await screen.findByText('该信息在您打开后已有变动，请查看最新内容后再处理'),
  ).toBeInTheDocument();
  // The queue is read again: the item is no longer waiting.
  await waitFor(() => expect(rowOf(item.id)).toBeNull());
});

it('shows 403 to an account without the right, and asks nothing', async () => {
  signInAs('demo');
  renderApp('/admin/listings');
  expect(
    await screen.findByText(/抱歉，您没有权限访问该页面/, {}, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(callsTo(ALL)).toHaveLength(0);
});
