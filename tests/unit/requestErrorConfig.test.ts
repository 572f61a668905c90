import {
  attachAuthorization,
  BizError,
  createRequestConfig,
  describeTransportError,
  errorMessageOf,
  handleRequestError,
  isUnwrappedService,
  throwBizError,
  unwrapServiceResponse,
} from '@/requestErrorConfig';

const envelope = (over: Partial<API.Envelope> = {}): API.Envelope => ({
  success: true,
  data: { id: 1 },
  ...over,
});

const response = (url: string, data: unknown) =>
  ({ data, status: 200, statusText: 'OK', headers: {}, config: { url } }) as never;

describe('unwrapping', () => {
  it('knows which services are unwrapped', () => {
    expect(isUnwrappedService('/ipr-di-service/api/x')).toBe(true);
    expect(isUnwrappedService('/ipr-agency-service/api/agency/list?x=1')).toBe(true);
    expect(isUnwrappedService('http://host/ipr-agency-service/api')).toBe(true);
    expect(isUnwrappedService('/ipr-website-service/api/front/x')).toBe(false);
    expect(isUnwrappedService('/ipr-di-service-other/api')).toBe(false);
    expect(isUnwrappedService(undefined)).toBe(false);
  });

  it('hands di- and agency-service callers the data field', () => {
    expect(unwrapServiceResponse(response('/ipr-di-service/a', envelope())).data).toEqual({
      id: 1,
    });
    expect(
      unwrapServiceResponse(response('/ipr-agency-service/a', envelope({ data: null }))).data,
    ).toBeNull();
  });

  it('leaves other services and failures wrapped', () => {
    const whole = envelope();
    expect(unwrapServiceResponse(response('/ipr-website-service/a', whole)).data).toBe(whole);
    const failure = envelope({ success: false, errorMessage: '失败' });
    // The plugin's errorThrower runs after this interceptor and must still see success: false.
    expect(unwrapServiceResponse(response('/ipr-di-service/a', failure)).data).toBe(failure);
  });
});

describe('authorization header', () => {
  afterEach(() => window.localStorage.clear());

  it('sends the stored token on every call', () => {
    window.localStorage.setItem('Authorization', 'Bearer abc');
    expect(attachAuthorization({ url: '/x', headers: { Accept: 'json' } }).headers).toEqual({
      Accept: 'json',
      Authorization: 'Bearer abc',
    });
  });

  it('sends none without a token', () => {
    expect(attachAuthorization({ url: '/x' }).headers).toBeUndefined();
  });
});

describe('business errors', () => {
  it('throws a BizError carrying the envelope fields', () => {
    const failure = envelope({
      success: false,
      errorCode: 'E1',
      errorMessage: '出错了',
      showType: 3,
      data: { a: 1 },
    });
    expect(() => throwBizError(failure)).toThrow(BizError);
    try {
      throwBizError(failure);
    } catch (error) {
      expect(error).toMatchObject({
        errorCode: 'E1',
        message: '出错了',
        showType: 3,
        data: { a: 1 },
      });
    }
    expect(() => throwBizError(envelope())).not.toThrow();
  });
});

describe('handleRequestError', () => {
  const redirectToLogin = jest.fn();
  const warning = jest.fn();
  const error = jest.fn();
  const open = jest.fn();
  const deps = {
    redirectToLogin,
    feedback: {
      success: jest.fn(),
      warning,
      error,
      notify: (title: string, description: string) => open({ message: title, description }),
    },
  };

  beforeEach(() => jest.clearAllMocks());

  const biz = (showType: API.ShowType) =>
    new BizError({ success: false, errorCode: 'E42', errorMessage: '业务错误', showType });

  it('0 is silent', () => {
    handleRequestError(biz(0), {}, deps);
    expect(warning).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('1 is a warning message', () => {
    handleRequestError(biz(1), {}, deps);
    expect(warning).toHaveBeenCalledWith('业务错误');
  });

  it('2 is an error message', () => {
    handleRequestError(biz(2), {}, deps);
    expect(error).toHaveBeenCalledWith('业务错误');
  });

  it('3 is a notification titled by the code', () => {
    handleRequestError(biz(3), {}, deps);
    expect(open).toHaveBeenCalledWith({ message: 'E42', description: '业务错误' });
  });

  it('9 redirects to login', () => {
    handleRequestError(biz(9), {}, deps);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('rethrows when the caller skips the handler', () => {
    const failure = biz(2);
    expect(() => handleRequestError(failure, { skipErrorHandler: true }, deps)).toThrow(failure);
    expect(error).not.toHaveBeenCalled();
  });

  it('explains HTTP and network failures', () => {
    handleRequestError(Object.assign(new Error('x'), { response: { status: 500 } }), {}, deps);
    expect(error).toHaveBeenLastCalledWith('服务器内部错误（500）');
    handleRequestError(Object.assign(new Error('x'), { request: {} }), {}, deps);
    expect(error).toHaveBeenLastCalledWith('网络异常，无法连接服务器，请检查网络后重试');
    handleRequestError(Object.assign(new Error('x'), { response: { status: 401 } }), {}, deps);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('messages', () => {
  it('prefers the envelope message of an HTTP error', () => {
    expect(
      describeTransportError({
        response: { status: 401, data: { success: false, errorMessage: '登录已失效' } },
      }),
    ).toBe('登录已失效');
    expect(describeTransportError({ code: 'ECONNABORTED', request: {} })).toBe(
      '请求超时，请检查网络后重试',
    );
  });

  it('gives one message for any failure', () => {
    expect(errorMessageOf(new BizError({ success: false, errorMessage: '账号或密码错误' }))).toBe(
      '账号或密码错误',
    );
    expect(errorMessageOf({ response: { status: 404 } })).toBe('请求的资源不存在（404）');
    expect(errorMessageOf(new Error('登录状态未能建立'))).toBe('登录状态未能建立');
  });
});

describe('createRequestConfig', () => {
  it('wires the header, the unwrap and the error handling', () => {
    const config = createRequestConfig({ redirectToLogin: jest.fn() });
    expect(config.requestInterceptors).toEqual([attachAuthorization]);
    expect(config.responseInterceptors).toEqual([unwrapServiceResponse]);
    expect(config.errorConfig?.errorThrower).toBe(throwBizError);
    expect(() =>
      config.errorConfig?.errorHandler?.(new BizError({ success: false }), {
        skipErrorHandler: true,
      }),
    ).toThrow(BizError);
  });
});

describe('a connection that never answered', () => {
  it('reads as a network failure, not as HTTP status 0', () => {
    expect(describeTransportError({ response: { status: 0 }, request: {} })).toBe(
      '网络异常，无法连接服务器，请检查网络后重试',
    );
    expect(errorMessageOf({ response: { status: 0 } })).toBe(
      '网络异常，无法连接服务器，请检查网络后重试',
    );
  });
});
