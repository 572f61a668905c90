import { fireEvent, render, screen } from '@testing-library/react';
import ErrorBoundary from '@/components/ErrorBoundary';

function Boom({ error }: { error?: Error }): React.JSX.Element {
  if (error) throw error;
  return <p>内容正常</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers a reload for a failed chunk', () => {
    const chunkError = Object.assign(new Error('Loading chunk 3 failed.'), {
      name: 'ChunkLoadError',
    });
    render(
      <ErrorBoundary>
        <Boom error={chunkError} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面资源加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /刷新页面/ })).toBeInTheDocument();
  });

  it('offers a retry for other errors and recovers when the key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Boom error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面出现了问题')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('内容正常')).toBeInTheDocument();
  });

  it('retries in place', () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('once');
      return <p>第二次成功</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('第二次成功')).toBeInTheDocument();
  });
});
