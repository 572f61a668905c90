import { fireEvent, render, screen } from '@testing-library/react';
import InlineLoadError from '@/components/InlineLoadError';
import { BizError } from '@/utils/requestErrors';

describe('InlineLoadError', () => {
  it('says what failed and why, as an alert, and retries on request', () => {
    const retry = jest.fn();
    const error = new BizError({
      success: false,
      errorCode: 'E_X',
      errorMessage: '匹配服务维护中',
      showType: 3,
      data: null,
    });
    render(<InlineLoadError what="匹配结果" error={error} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('匹配结果加载失败：匹配服务维护中');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('explains a transport failure in plain words', () => {
    render(
      <InlineLoadError
        what="金融产品"
        error={{ request: {}, response: { status: 500 } }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^金融产品加载失败：.*500/);
  });
});
