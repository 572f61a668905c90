import {
  attachAuthorization,
  createRequestConfig,
  isUnwrappedService,
  keepRenewedToken,
  keepRenewedTokenOfFailure,
  throwBizError,
  unwrapServiceResponse,
} from '@/requestErrorConfig';
import {
  BizError,
  describeTransportError,
  errorMessageOf,
  isNotFound,
  MalformedResponseError,
  retryAfterOf,
  versionConflictOf,
  type ReceivedEnvelope,
} from '@/utils/requestErrors';

const envelope = (over: ReceivedEnvelope = {}): ReceivedEnvelope => ({
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

describe('answers that are not envelopes', () => {
  it.each([
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['plain text', 'OK'],
    ['nothing', ''],
    ['a bare list', [1, 2]],
  ])('refuses %s from any service', (_, body) => {
    for (const url of ['/ipr-website-service/api/x', '/ipr-agency-service/api/x', '/api/login'])
      expect(() => unwrapServiceResponse(response(url, body))).toThrow(MalformedResponseError);
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

  it('keeps the new token an answer carries, for the next calls', () => {
    window.localStorage.setItem('Authorization', 'Bearer old');
    const answer = { data: {}, headers: { 'x-renewed-token': 'Bearer new' }, config: {} };
    keepRenewedToken(answer as never);
    expect(attachAuthorization({ url: '/x' }).headers).toEqual({ Authorization: 'Bearer new' });
  });

  it('keeps it from a refused answer too, and passes the refusal on', async () => {
    window.localStorage.setItem('Authorization', 'Bearer old');
    const refusal = Object.assign(new Error('Request failed with status code 409'), {
      response: { status: 409, data: {}, headers: { 'x-renewed-token': 'Bearer new' }, config: {} },
    });
    await expect(keepRenewedTokenOfFailure(refusal)).rejects.toBe(refusal);
    expect(attachAuthorization({ url: '/x' }).headers).toEqual({ Authorization: 'Bearer new' });
  });

  it('signs nobody in with it: a browser without a session stays without one', () => {
    keepRenewedToken({
      data: {},
      headers: { 'x-renewed-token': 'Bearer new' },
      config: {},
    } as never);
    expect(window.localStorage.getItem('Authorization')).toBeNull();
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
    expect(() => throwBizError(failure)).toThrow(
      expect.objectContaining({ errorCode: 'E1', message: '出错了', showType: 3, data: { a: 1 } }),
    );
    expect(() => throwBizError(envelope())).not.toThrow();
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
  it('sends the token, refuses an answer that is not an envelope, and hands skipped failures back', () => {
    window.localStorage.setItem('Authorization', 'stored-token');
    const endSession = jest.fn();
    const config = createRequestConfig({ endSession });
    const sent = config.requestInterceptors!.reduce(
      (options, interceptor) => (interceptor as (o: object) => object)(options),
      { url: '/api/currentUser', headers: {} } as object,
    ) as { headers: Record<string, string> };
    expect(sent.headers.Authorization).toBe('stored-token');
    const receive = (data: unknown) =>
      config.responseInterceptors!.reduce(
        (answer, interceptor) =>
          ((Array.isArray(interceptor) ? interceptor[0] : interceptor) as (a: unknown) => unknown)(
            answer,
          ),
        response('/ipr-agency-service/api/agency/page', data) as unknown,
      );
    expect(() => receive('<html>502 Bad Gateway</html>')).toThrow(MalformedResponseError);
    expect(receive({ success: true, data: { total: 1 } })).toMatchObject({ data: { total: 1 } });
    expect(() =>
      config.errorConfig!.errorThrower!({ success: false, errorMessage: '出错了' } as never),
    ).toThrow('出错了');
    expect(() =>
      config.errorConfig?.errorHandler?.(new BizError({ success: false, showType: 9 }), {
        skipErrorHandler: true,
      }),
    ).toThrow(BizError);
    expect(endSession).toHaveBeenCalledTimes(1);
    window.localStorage.removeItem('Authorization');
  });
});

describe('isNotFound', () => {
  it('is the backend saying the record does not exist, nothing else', () => {
    expect(isNotFound(new BizError({ success: false, errorCode: 'NOT_FOUND' }))).toBe(true);
    expect(isNotFound(new BizError({ success: false, errorCode: 'BAD_REQUEST' }))).toBe(false);
    expect(isNotFound({ response: { status: 404 } })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
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

describe('retryAfterOf', () => {
  const refused = (headers: Record<string, unknown>, retryAfter?: unknown) => ({
    response: {
      status: 429,
      headers,
      data: {
        success: false,
        errorCode: 'TOO_MANY_ATTEMPTS',
        errorMessage: '登录尝试次数过多，请60秒后再试',
        showType: 2,
        data: retryAfter === undefined ? null : { retryAfter },
      },
    },
  });

  it('reads the seconds to wait from Retry-After, else from the envelope', () => {
    expect(retryAfterOf(refused({ 'retry-after': '60' }, 60))).toBe(60);
    // A proxy that drops the header leaves the envelope's figure.
    expect(retryAfterOf(refused({}, 45))).toBe(45);
    expect(retryAfterOf(new BizError({ success: false, data: { retryAfter: 12.2 } }))).toBe(13);
  });

  it('reads an HTTP date as the seconds until then', () => {
    jest.useFakeTimers().setSystemTime(new Date('2026-11-25T08:00:00Z'));
    try {
      expect(retryAfterOf(refused({ 'retry-after': 'Wed, 25 Nov 2026 08:01:30 GMT' }))).toBe(90);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is undefined when there is nothing sensible to wait for', () => {
    expect(retryAfterOf(refused({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterOf(refused({ 'retry-after': '0' }, -5))).toBeUndefined();
    expect(retryAfterOf({ response: { status: 500, data: '<html>' } })).toBeUndefined();
    expect(retryAfterOf(new BizError({ success: false, errorMessage: '账号或密码错误' }))).toBe(
      undefined,
    );
    expect(retryAfterOf(undefined)).toBeUndefined();
  });
});

describe('versionConflictOf', () => {
  const current = { id: 'txn-0700', version: 4, title: '另一窗口保存的标题' };
  const refused = (status: number, envelope: Record<string, unknown>) => ({
    response: {
      status,
      data: { success: false, errorMessage: '该信息已被修改', showType: 2, ...envelope },
    },
  });

  it('reads the item as it is now from a 409 VERSION_CONFLICT, as an HTTP error or a BizError', () => {
    const data = { currentVersion: 4, current };
    expect(versionConflictOf(refused(409, { errorCode: 'VERSION_CONFLICT', data }))).toEqual(data);
    expect(
      versionConflictOf(new BizError({ success: false, errorCode: 'VERSION_CONFLICT', data })),
    ).toEqual(data);
  });

  it('is nothing for another refusal, or one without a usable item', () => {
    const data = { currentVersion: 4, current };
    expect(versionConflictOf(refused(403, { errorCode: 'FORBIDDEN', data }))).toBeUndefined();
    expect(versionConflictOf(refused(409, { errorCode: 'VERSION_CONFLICT', data: null }))).toBe(
      undefined,
    );
    expect(
      versionConflictOf(
        refused(409, { errorCode: 'VERSION_CONFLICT', data: { currentVersion: '4', current } }),
      ),
    ).toBeUndefined();
    expect(
      versionConflictOf(
        refused(409, { errorCode: 'VERSION_CONFLICT', data: { currentVersion: 4, current: 'x' } }),
      ),
    ).toBeUndefined();
    expect(versionConflictOf(new Error('Network Error'))).toBeUndefined();
  });
});
