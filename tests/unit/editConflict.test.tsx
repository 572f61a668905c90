import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { SubmitRow } from '@/pages/gxq/operations/apply/FormParts';
import useFormDraft from '@/pages/gxq/operations/apply/useFormDraft';
import useTradeSubmit from '@/pages/gxq/operations/apply/useTradeSubmit';
import { saveIpcTransaction } from '@/services/website';

// Lost updates (security finding 7), the publish form's side: a change is sent with the version
// its values are based on; when the backend answers that the item changed meanwhile (HTTP 409
// VERSION_CONFLICT) nothing typed is lost, and the user chooses to load the latest content or to
// keep their values and save them over it.
jest.mock('@umijs/max', () => ({
  Link: ({ children }: { children: unknown }) => children,
  history: { push: jest.fn() },
  useModel: () => ({}),
}));
jest.mock('@/services/website', () => ({ saveIpcTransaction: jest.fn() }));
jest.mock('@/utils/feedback', () => ({ feedback: { success: jest.fn(), error: jest.fn() } }));

const save = saveIpcTransaction as jest.Mock;

const ITEM: API.IpcTransaction = {
  id: 'txn-0700',
  version: 3,
  kind: 'buy',
  title: '求购固态电池电解质相关发明专利',
  field: 'XNY',
  transactionType: 'transfer',
  price: null,
  description: '我司现求购固态电池电解质方向的发明专利，要求有效状态，可转让。',
  seller: '西安瑞源电驱动科技有限公司',
  contactName: '张经理',
  contactPhone: '13800000001',
  publishDate: '2026-08-24',
  views: 0,
  inquiries: 0,
  status: 'published',
};
const CURRENT: API.IpcTransaction = { ...ITEM, version: 4, title: '另一窗口保存的标题' };
const MESSAGE = '该信息已被修改（可能在其他窗口或设备上）';

/** The error the request layer hands a form that skips its handler, for HTTP 409. */
const conflictError = () =>
  Object.assign(new Error('Request failed with status code 409'), {
    response: {
      status: 409,
      data: {
        success: false,
        errorCode: 'VERSION_CONFLICT',
        errorMessage: MESSAGE,
        showType: 2,
        data: { currentVersion: 4, current: CURRENT },
      },
    },
  });

const BODY = { kind: 'buy', title: '我改的标题' } as API.IpcTransactionSave;
const KEY = 'trade.buy.demo.txn-0700';
const stored = () => JSON.parse(localStorage.getItem(`ipr.draft.${KEY}`) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  save.mockReset();
});

describe('a draft of a change remembers the version it was based on', () => {
  it('a new draft is based on the loaded item, and keeps that version with its values', () => {
    const { result } = renderHook(() => useFormDraft(KEY, { title: '' }, 3));
    expect(result.current.baseVersion()).toBe(3);
    act(() => result.current.save({ title: '我改的标题' }));
    expect(stored()).toEqual({ title: '我改的标题', baseVersion: 3 });
  });

  it('a restored draft keeps its own older version, so its send is refused as stale', () => {
    localStorage.setItem(`ipr.draft.${KEY}`, JSON.stringify({ title: '旧草稿', baseVersion: 2 }));
    const { result } = renderHook(() => useFormDraft(KEY, { title: '' }, 3));
    expect(result.current.restored).toEqual({ title: '旧草稿' });
    expect(result.current.baseVersion()).toBe(2);
    act(() => result.current.rebase(3, { title: '旧草稿' }));
    expect(result.current.baseVersion()).toBe(3);
    expect(stored()).toEqual({ title: '旧草稿', baseVersion: 3 });
  });

  it('a draft from before versions is based on the loaded item', () => {
    localStorage.setItem(`ipr.draft.${KEY}`, JSON.stringify({ title: '旧草稿' }));
    const { result } = renderHook(() => useFormDraft(KEY, { title: '' }, 3));
    expect(result.current.baseVersion()).toBe(3);
  });
});

describe('sending a change', () => {
  function setUp(given: API.IpcTransaction | null = ITEM) {
    const editing = given ?? undefined;
    const showErrors = jest.fn();
    const loadItem = jest.fn();
    const values = { title: '我改的标题' };
    const { result } = renderHook(() => {
      const draft = useFormDraft(KEY, { title: '' }, editing?.version);
      return {
        draft,
        submit: useTradeSubmit({
          showErrors,
          draft,
          fields: ['title'],
          successText: '已更新',
          editing,
          getValues: () => values,
          loadItem,
        }),
      };
    });
    return { result, showErrors, loadItem };
  }

  it('sends the id and the version it was based on; a new item sends neither', async () => {
    save.mockResolvedValue({ ...ITEM, version: 4 });
    const { result } = setUp();
    await act(() => result.current.submit.send(BODY));
    expect(save).toHaveBeenCalledWith(
      { ...BODY, id: 'txn-0700', version: 3 },
      { skipErrorHandler: true },
    );
    save.mockClear();
    const fresh = setUp(null);
    await act(() => fresh.result.current.submit.send(BODY));
    expect(save.mock.calls[0][0]).toEqual(BODY);
  });

  it('a conflict keeps the draft and the values, and says so instead of an error', async () => {
    save.mockRejectedValue(conflictError());
    const { result, showErrors, loadItem } = setUp();
    act(() => result.current.draft.save({ title: '我改的标题' }));
    await act(() => result.current.submit.send(BODY));
    expect(result.current.submit.conflict).toEqual({
      message: MESSAGE,
      currentVersion: 4,
      current: CURRENT,
    });
    expect(result.current.submit.sendError).toBeUndefined();
    expect(showErrors).not.toHaveBeenCalled();
    expect(loadItem).not.toHaveBeenCalled();
    expect(stored()).toEqual({ title: '我改的标题', baseVersion: 3 });
  });

  it('keeping my changes bases them on the current version: the next send saves them', async () => {
    save.mockRejectedValueOnce(conflictError()).mockResolvedValueOnce({ ...CURRENT, version: 5 });
    const { result, loadItem } = setUp();
    await act(() => result.current.submit.send(BODY));
    act(() => result.current.submit.keepMine());
    expect(result.current.submit.conflict).toBeUndefined();
    expect(result.current.submit.resolved).toBe('kept');
    expect(result.current.submit.item).toEqual(CURRENT);
    expect(loadItem).not.toHaveBeenCalled();
    expect(stored()).toEqual({ title: '我改的标题', baseVersion: 4 });
    await act(() => result.current.submit.send(BODY));
    expect(save.mock.calls[1][0]).toMatchObject({ id: 'txn-0700', version: 4 });
    expect(result.current.submit.saved?.version).toBe(5);
    expect(stored()).toBeNull();
  });

  it('reloading puts the current item in the form and bases the next send on it', async () => {
    save.mockRejectedValueOnce(conflictError()).mockResolvedValueOnce({ ...CURRENT, version: 5 });
    const { result, loadItem } = setUp();
    await act(() => result.current.submit.send(BODY));
    act(() => result.current.submit.reloadLatest());
    expect(loadItem).toHaveBeenCalledWith(CURRENT);
    expect(result.current.submit.resolved).toBe('reloaded');
    expect(stored()).toBeNull();
    await act(() => result.current.submit.send(BODY));
    expect(save.mock.calls[1][0]).toMatchObject({ version: 4 });
  });
});

describe('the conflict notice', () => {
  const conflict = { message: MESSAGE, currentVersion: 4, current: CURRENT };

  function renderRow() {
    const onReload = jest.fn();
    const onKeep = jest.fn();
    const view = render(
      <SubmitRow
        sending={false}
        kind="sell"
        submitText="保存并重新提交审核"
        conflict={conflict}
        onReload={onReload}
        onKeep={onKeep}
      />,
    );
    return { ...view, onReload, onKeep };
  }

  it('is announced and focused, named by the backend’s message', () => {
    renderRow();
    const notice = screen.getByRole('alert', { name: MESSAGE });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('您填写的内容仍保留在本页');
  });

  it('asks before dropping what was typed; Esc or 返回上一步 steps back', () => {
    const { onReload } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: '重新加载最新内容' }));
    expect(onReload).not.toHaveBeenCalled();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('您的修改不会保留');
    fireEvent.keyDown(notice, { key: 'Escape' });
    expect(screen.getByRole('button', { name: '保留我的修改' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载最新内容' }));
    fireEvent.click(screen.getByRole('button', { name: '返回上一步' }));
    fireEvent.click(screen.getByRole('button', { name: '重新加载最新内容' }));
    fireEvent.click(screen.getByRole('button', { name: '确定重新加载' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('keeps my changes at once, then says what the next save does and moves focus there', () => {
    const { onKeep, rerender } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: '保留我的修改' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    rerender(
      <SubmitRow sending={false} kind="sell" submitText="保存并重新提交审核" resolved="kept" />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('已保留您的修改');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
