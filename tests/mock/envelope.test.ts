/** @jest-environment node */
import { ApiError, badRequest, handle, notFound, unauthorized } from '../../mock/_lib/envelope';
import { call } from './helpers';

describe('envelope', () => {
  it('turns input errors into HTTP 200 envelopes and auth errors into 401', () => {
    expect(
      call(
        handle(() => {
          throw badRequest('参数不正确');
        }),
      ),
    ).toEqual({
      status: 200,
      headers: {},
      body: {
        success: false,
        data: null,
        errorCode: 'BAD_REQUEST',
        errorMessage: '参数不正确',
        showType: 2,
      },
    });
    expect(
      call(
        handle(() => {
          throw notFound('未找到');
        }),
      ).body.errorCode,
    ).toBe('NOT_FOUND');
    const auth = call(
      handle(() => {
        throw unauthorized();
      }),
    );
    expect(auth.status).toBe(401);
    expect(auth.body).toMatchObject({ errorCode: 'UNAUTHORIZED', showType: 9 });
    expect(
      call(
        handle(() => {
          throw new ApiError('无权操作', 'FORBIDDEN', 403, 3);
        }),
      ),
    ).toMatchObject({ status: 403, body: { showType: 3 } });
  });

  it('turns unexpected exceptions into HTTP 500 with an envelope', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = call(
      handle(() => {
        throw new TypeError('boom');
      }),
    );
    expect(sent).toEqual({
      status: 500,
      headers: {},
      body: {
        success: false,
        data: null,
        errorCode: 'INTERNAL_ERROR',
        errorMessage: '服务器内部错误',
        showType: 2,
      },
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('wraps a returned value as ok(value), null included', () => {
    expect(call(handle(() => null)).body).toEqual({ success: true, data: null });
    expect(call(handle((req) => req.query)).body.data).toEqual({});
  });
});
