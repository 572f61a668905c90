import { fireEvent, render, screen } from '@testing-library/react';
import PagedResults from '@/components/ListPage/PagedResults';

const page = (content: string[], totalElements: number): API.Page<string> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 10),
  number: 0,
  size: 10,
});

function renderList(props: Partial<Parameters<typeof PagedResults<string>>[0]>) {
  const onPage = jest.fn();
  render(
    <PagedResults<string>
      errorTitle="列表加载失败"
      loading={false}
      onRetry={() => undefined}
      current={1}
      onPage={onPage}
      count={(total) => `共 ${total} 条`}
      emptyText="没有符合条件的内容"
      {...props}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedResults>,
  );
  return onPage;
}

describe('PagedResults', () => {
  it('shows the count and the items', () => {
    renderList({ page: page(['甲', '乙'], 2) });
    expect(screen.getByRole('status')).toHaveTextContent('共 2 条');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('explains an empty result and offers the given action', () => {
    const clear = jest.fn();
    renderList({
      page: page([], 0),
      emptyAction: (
        <button type="button" onClick={clear}>
          清除全部条件
        </button>
      ),
    });
    expect(screen.getByText('没有符合条件的内容')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '清除全部条件' }));
    expect(clear).toHaveBeenCalled();
  });

  it('leads back from a page past the end to the last page', () => {
    const onPage = renderList({ page: page([], 35), current: 99 });
    expect(screen.getByText('第 99 页没有内容（共 4 页）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /前往最后一页/ }));
    expect(onPage).toHaveBeenCalledWith(4, 10);
  });

  it('shows the error with a retry instead of the list', () => {
    renderList({ error: new Error('网络异常'), page: page(['甲'], 1) });
    expect(screen.getByText('列表加载失败')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
