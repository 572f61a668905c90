import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useModel } from '@umijs/max';
import LeaveMessageModal from '@/components/LeaveMessageModal';
import { leaveMessage } from '@/services/website';
import { feedback } from '@/utils/feedback';

// The message form refused for a while (issue 24, finding 13c): the backend limits messages per
// account and answers HTTP 429 TOO_MANY_ATTEMPTS; the form says so and keeps what was typed.
jest.mock('@umijs/max', () => ({
  history: { location: { pathname: '/gxq/index', search: '' }, push: jest.fn() },
  useModel: jest.fn(),
}));
jest.mock('@/services/website', () => ({ leaveMessage: jest.fn() }));
jest.mock('@/utils/feedback', () => ({ feedback: { success: jest.fn() } }));

/** An axios error as the request layer passes it on for HTTP 429. */
function tooManyAttempts(message: string, seconds: number) {
  return Object.assign(new Error('Request failed with status code 429'), {
    response: {
      status: 429,
      headers: { 'retry-after': String(seconds) },
      data: {
        success: false,
        data: { retryAfter: seconds },
        errorCode: 'TOO_MANY_ATTEMPTS',
        errorMessage: message,
        showType: 2,
      },
    },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(useModel).mockReturnValue({
    initialState: {
      currentUser: { account: 'demo', name: '演示用户', mobile: '13800000001' },
    },
  });
});

it('shows the wait at the form and keeps the typed message', async () => {
  jest.mocked(leaveMessage).mockRejectedValue(tooManyAttempts('提交过于频繁，请35秒后再试', 35));
  const onClose = jest.fn();
  render(<LeaveMessageModal open onClose={onClose} />);
  const content = '请问交易服务费如何收取？是否支持分期付款？';
  fireEvent.change(await screen.findByLabelText('留言内容'), { target: { value: content } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /提交留言/ }));
  });
  await waitFor(() => expect(leaveMessage).toHaveBeenCalled());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('在线留言未能提交');
  expect(alert).toHaveTextContent('提交过于频繁，请35秒后再试');
  expect(screen.getByLabelText('留言内容')).toHaveValue(content);
  expect(screen.getByLabelText('姓名')).toHaveValue('演示用户');
  expect(onClose).not.toHaveBeenCalled();
  expect(feedback.success).not.toHaveBeenCalled();
  // antd's Modal and Form render slowly in jsdom (~12 s alone); beside other suites on two cores
  // it went past the default 30 s.
}, 60_000);
