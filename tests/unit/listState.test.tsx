import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import LoadError from '@/components/LoadError';
import useListState from '@/hooks/useListState';
import { FINANCE_SCHEMA } from '@/pages/gxq/finance/list/financeState';
import { REPORT_SCHEMA } from '@/pages/gxq/nav/pdf/reportState';
import { TRADE_SCHEMA } from '@/utils/tradeHallState';
import { BizError } from '@/utils/requestErrors';
import {
  dayParam,
  enumParam,
  listQuery,
  nextListParams,
  pageParam,
  readListState,
  textParam,
  type ListSchema,
} from '@/utils/listState';

const params = (query: string) => new URLSearchParams(query);

describe('dayParam', () => {
  const schema: ListSchema<{ from: string; to: string }> = { from: dayParam(), to: dayParam() };

  it('reads a calendar day as the bound, and anything else as no bound', () => {
    expect(readListState(schema, params('from=2026-11-01&to=%202026-11-30%20'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    for (const bad of [
      '2026-02-30',
      '2026-11-31',
      '2026-13-01',
      '20261101',
      '<script>',
      '２０２６-11-01',
    ])
      expect(readListState(schema, params(`from=${encodeURIComponent(bad)}`)).from).toBe('');
  });

  it('leaves an empty bound out of the URL', () => {
    expect(
      nextListParams(schema, params('from=2026-11-01&to=2026-11-30'), { to: '' }).toString(),
    ).toBe('from=2026-11-01');
  });
});

describe('nextListParams', () => {
  it('a field that resets the others starts from a clean URL', () => {
    const next = nextListParams(TRADE_SCHEMA, params('tt=license&price=lt10&page=3&utm=x'), {
      kind: 'buy',
    });
    expect(next.toString()).toBe('kind=buy');
  });

  it('a field that keeps the page keeps it; any other change goes back to page 1', () => {
    const current = params('kind=rd&page=3');
    expect(nextListParams(REPORT_SCHEMA, current, { id: 'nav-002' }).toString()).toBe(
      'kind=rd&page=3&id=nav-002',
    );
    expect(nextListParams(REPORT_SCHEMA, current, { kind: 'region' }).toString()).toBe(
      'kind=region',
    );
  });

  it('each finance tab has its own default sort, left out of the URL', () => {
    expect(readListState(FINANCE_SCHEMA, params('tab=pledge')).sort).toBe('new');
    expect(readListState(FINANCE_SCHEMA, params('tab=institution&sort=new')).sort).toBe(
      'financing',
    );
    const next = nextListParams(FINANCE_SCHEMA, params('tab=institution&sort=products'), {
      sort: 'financing',
    });
    expect(next.toString()).toBe('tab=institution');
  });

  it('builds the 0-based list query with an empty keyword left out', () => {
    expect(listQuery({ page: 3, keyword: '' }, { size: 10, sort: 'a desc' })).toEqual({
      page: 2,
      size: 10,
      sort: 'a desc',
      keyword: undefined,
      queryData: undefined,
    });
  });
});

const SCHEMA: ListSchema<{ keyword: string; sort: string; page: number }> = {
  keyword: textParam(),
  sort: enumParam(['new', 'old'], 'new'),
  page: pageParam(),
};

function routerAt(entry: string) {
  const seen: { search: string } = { search: '' };
  function Spy() {
    seen.search = useLocation().search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>
      {children}
      <Spy />
    </MemoryRouter>
  );
  return { wrapper, seen };
}

describe('useListState', () => {
  it('reads the URL and writes changes back to it', () => {
    const { wrapper, seen } = routerAt('/list?keyword=电池&sort=old&page=4');
    const { result } = renderHook(() => useListState(SCHEMA), { wrapper });
    expect(result.current.state).toEqual({ keyword: '电池', sort: 'old', page: 4 });
    act(() => result.current.update({ page: 5 }));
    expect(seen.search).toBe('?keyword=%E7%94%B5%E6%B1%A0&sort=old&page=5');
    act(() => result.current.update({ sort: 'new' }));
    expect(seen.search).toBe('?keyword=%E7%94%B5%E6%B1%A0');
  });

  it('keeps the typed keyword a draft until it is searched, then follows the URL', () => {
    const { wrapper, seen } = routerAt('/list?keyword=电池&page=2');
    const { result } = renderHook(() => useListState(SCHEMA), { wrapper });
    act(() => result.current.search.onChange('锂电'));
    expect(result.current.search.value).toBe('锂电');
    expect(result.current.state.keyword).toBe('电池');
    act(() => result.current.search.onSearch('  锂电池  '));
    expect(result.current.state).toMatchObject({ keyword: '锂电池', page: 1 });
    expect(seen.search).toBe('?keyword=%E9%94%82%E7%94%B5%E6%B1%A0');
    const before = result.current.key;
    act(() => result.current.update({ keyword: '' }));
    expect(result.current.search.value).toBe('');
    expect(result.current.key).not.toBe(before);
  });
});

describe('LoadError', () => {
  it('says what failed and why, and retries', () => {
    const onRetry = jest.fn();
    render(
      <LoadError
        title="交易信息加载失败"
        error={new BizError({ success: false, errorMessage: '服务维护中' })}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('交易信息加载失败');
    expect(screen.getByRole('alert')).toHaveTextContent('服务维护中');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains a network failure in words', () => {
    render(<LoadError title="加载失败" error={{ request: {} }} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，无法连接服务器');
  });
});
