import { act, fireEvent, render, screen } from '@testing-library/react';
import LoginPanel from '@/components/LoginPanel';
import SmsCodeButton from '@/components/SmsCodeButton';
import useSession from '@/hooks/useSession';
import { getSmsCode } from '@/services/auth';

// What a form shows when the backend answers HTTP 429 TOO_MANY_ATTEMPTS (issue 24, finding 3):
// the backend's message, and a button that waits the seconds it named.
jest.mock('@umijs/max', () => ({
  Link: ({ children }: { children: unknown }) => children,
  history: { location: { pathname: '/user/login', search: '' } },
}));
jest.mock('@/hooks/useSession', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/services/auth', () => ({ getSmsCode: jest.fn() }));

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

// antd spaces out a two-character label: 登 录.
const LOGIN = /^登\s?录$/;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the password login refused for a while', () => {
  const login = jest.fn();
  beforeEach(() => {
    login.mockReset();
    jest.mocked(useSession).mockReturnValue({
      login,
      signInWithToken: jest.fn(),
      logout: jest.fn(),
      logoutEverywhere: jest.fn(),
      currentUser: undefined,
    });
  });

  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^登\s?录$|秒后可再试/ }));
    });
  };

  it('says why, counts down on the button, and keeps what was typed', async () => {
    login.mockRejectedValue(tooManyAttempts('登录尝试次数过多，请3秒后再试', 3));
    render(<LoginPanel />);
    type('账号', 'admin');
    type('密码', 'guess');
    await submit();

    expect(screen.getByRole('alert')).toHaveTextContent('登录尝试次数过多，请3秒后再试');
    const button = screen.getByRole('button', { name: '3秒后可再试' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('guess');

    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('2秒后可再试');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: LOGIN })).toBeEnabled();
  });

  it('lets another account try at once (the backend decides about it)', async () => {
    login.mockRejectedValue(tooManyAttempts('登录尝试次数过多，请60秒后再试', 60));
    render(<LoginPanel />);
    type('账号', 'admin');
    type('密码', 'guess');
    await submit();
    expect(screen.getByRole('button', { name: '60秒后可再试' })).toBeDisabled();
    type('账号', 'demo');
    expect(screen.getByRole('button', { name: LOGIN })).toBeEnabled();
  });

  it('does not wait after a wrong password', async () => {
    login.mockRejectedValue(
      Object.assign(new Error('biz'), {
        name: 'BizError',
        errorCode: 'LOGIN_FAILED',
        showType: 2,
        data: null,
      }),
    );
    render(<LoginPanel />);
    type('账号', 'admin');
    type('密码', 'guess');
    await submit();
    expect(screen.getByRole('button', { name: LOGIN })).toBeEnabled();
  });
});

describe('获取验证码 refused for a while', () => {
  it('waits as long as the backend says, and passes its message on', async () => {
    jest
      .mocked(getSmsCode)
      .mockRejectedValue(tooManyAttempts('获取验证码过于频繁，请1200秒后再试', 1200));
    const onError = jest.fn();
    render(
      <SmsCodeButton scene="forget" getMobile={async () => '13800000001'} onError={onError} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(onError).toHaveBeenCalledWith('获取验证码过于频繁，请1200秒后再试');
    expect(screen.getByRole('button', { name: '1200秒后重新获取' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: '1140秒后重新获取' })).toBeDisabled();
  });

  it('lets the user try again at once after any other failure', async () => {
    jest.mocked(getSmsCode).mockRejectedValue(
      Object.assign(new Error('Request failed with status code 500'), {
        response: { status: 500, headers: {}, data: '<html>' },
      }),
    );
    const onError = jest.fn();
    render(
      <SmsCodeButton scene="register" getMobile={async () => '13800000009'} onError={onError} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(onError).toHaveBeenCalledWith('服务器内部错误（500）');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
