/**
 * What a failed call shows, through the app's real error handler, the real antd feedback module
 * and the real session end (token, cookies, user, login redirect).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { createHistory } from '@umijs/max';
import Cookies from 'js-cookie';
import { createRequestConfig } from '@/requestErrorConfig';
import { BizError, MalformedResponseError } from '@/utils/requestErrors';
import { endSession, onSessionEnd } from '@/utils/sessionEnd';

type Handler = (error: unknown, opts?: Record<string, unknown>) => void;
const handle = createRequestConfig({ endSession }).errorConfig!.errorHandler as unknown as Handler;

const biz = (showType: API.ShowType, errorMessage = '业务规则不允许此操作') =>
  new BizError({ success: false, errorCode: 'E_RULE', errorMessage, showType });
const http = (status: number, data?: unknown) =>
  Object.assign(new Error(`HTTP ${status}`), { response: { status, data }, request: {} });

let memory: ReturnType<typeof createHistory>;
const clearedUser = jest.fn();
let unsubscribe: () => void;

beforeEach(() => {
  // antd renders its toasts from its own timers, outside any act(): not a test's concern here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  memory = createHistory({ type: 'memory', initialEntries: ['/gxq/finance/list?tab=pledge'] });
  window.localStorage.setItem('Authorization', 'Bearer live');
  Cookies.set('SESSION', 'abc');
  unsubscribe = onSessionEnd(clearedUser);
});

afterEach(async () => {
  unsubscribe();
  clearedUser.mockReset();
  window.localStorage.clear();
  const [{ default: message }, { default: notification }] = await Promise.all([
    import('antd/es/message'),
    import('antd/es/notification'),
  ]);
  act(() => {
    message.destroy();
    notification.destroy();
  });
});

const notices = (selector: string) => document.querySelectorAll(selector);

function expectSessionKept() {
  expect(window.localStorage.getItem('Authorization')).toBe('Bearer live');
  expect(clearedUser).not.toHaveBeenCalled();
  expect(memory.location.pathname).toBe('/gxq/finance/list');
}

describe('feedback by showType', () => {
  it('0 shows nothing and keeps the session', async () => {
    handle(biz(0));
    await new Promise((resolve) => {
      setTimeout(resolve, 50);
    });
    expect(notices('.ant-message-notice')).toHaveLength(0);
    expect(notices('.ant-notification-notice')).toHaveLength(0);
    expectSessionKept();
  });

  it('1 is a warning message', async () => {
    handle(biz(1, '请先完善企业信息'));
    expect(await screen.findByText('请先完善企业信息')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
    expectSessionKept();
  });

  it('2 is an error message', async () => {
    handle(biz(2, '金额不能超过一亿元'));
    expect(await screen.findByText('金额不能超过一亿元')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
  });

  it('3 is a notification titled by the error code', async () => {
    handle(biz(3, '今日查询次数已用完'));
    const notice = await waitFor(() => {
      const found = document.querySelector('.ant-notification-notice');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(notice).toHaveTextContent('E_RULE');
    expect(notice).toHaveTextContent('今日查询次数已用完');
  });

  it('9 warns, ends the session and opens the portal login with a way back', async () => {
    handle(biz(9, '登录已过期'));
    expect(await screen.findByText('登录已过期')).toBeInTheDocument();
    expect(window.localStorage.getItem('Authorization')).toBeNull();
    expect(Cookies.get('SESSION')).toBeUndefined();
    expect(clearedUser).toHaveBeenCalledTimes(1);
    expect(memory.location.pathname).toBe('/gxq/user/login');
    expect(new URLSearchParams(memory.location.search).get('redirect')).toBe(
      '/gxq/finance/list?tab=pledge',
    );
  });

  it('a 401 on a shell page opens the shell login', async () => {
    memory.push('/account/center');
    handle(http(401));
    expect(await screen.findByText('登录状态已失效，请重新登录（401）')).toBeInTheDocument();
    expect(window.localStorage.getItem('Authorization')).toBeNull();
    expect(memory.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(memory.location.search).get('redirect')).toBe('/account/center');
  });

  it('HTTP and network failures get a readable error message', async () => {
    handle(http(502));
    expect(await screen.findByText('网关错误（502）')).toBeInTheDocument();
    handle(Object.assign(new Error('Network Error'), { request: {} }));
    expect(
      await screen.findByText('网络异常，无法连接服务器，请检查网络后重试'),
    ).toBeInTheDocument();
    expectSessionKept();
  });

  it('a body that is not an envelope gets an error message', async () => {
    handle(new MalformedResponseError());
    expect(await screen.findByText('服务返回的数据无法识别，请稍后重试')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
  });
});

describe('one failure, one message', () => {
  it('six calls failing together show one message', async () => {
    for (let call = 0; call < 6; call += 1) handle(http(500));
    await screen.findByText('服务器内部错误（500）');
    await new Promise((resolve) => {
      setTimeout(resolve, 50);
    });
    expect(screen.getAllByText('服务器内部错误（500）')).toHaveLength(1);
  });

  it('different failures each get their own', async () => {
    handle(http(500));
    handle(biz(2, '金额不能超过一亿元'));
    expect(await screen.findByText('服务器内部错误（500）')).toBeInTheDocument();
    expect(await screen.findByText('金额不能超过一亿元')).toBeInTheDocument();
  });

  it('a session ended by many calls redirects once', async () => {
    for (let call = 0; call < 4; call += 1) handle(biz(9, '登录已过期'));
    await screen.findByText('登录已过期');
    expect(memory.location.pathname).toBe('/gxq/user/login');
    // One entry was pushed: the finance list, then the login page.
    expect((memory as unknown as { index: number }).index).toBe(1);
  });
});

describe('callers that skip the handler', () => {
  it('get the error back and nothing is shown', async () => {
    const failure = biz(2, '账号或密码错误');
    expect(() => handle(failure, { skipErrorHandler: true })).toThrow(failure);
    await new Promise((resolve) => {
      setTimeout(resolve, 50);
    });
    expect(notices('.ant-message-notice')).toHaveLength(0);
    expectSessionKept();
  });

  it('still lose an ended session (showType 9 or 401)', () => {
    const failure = http(401);
    expect(() => handle(failure, { skipErrorHandler: true })).toThrow(failure);
    expect(window.localStorage.getItem('Authorization')).toBeNull();
    expect(clearedUser).toHaveBeenCalledTimes(1);
    expect(memory.location.pathname).toBe('/gxq/user/login');
  });
});
