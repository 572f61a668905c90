// 登录 (/gxq/user/login) as a visitor uses it: the real page, its calls answered by the mock.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_KEY } from '@/constants';
import { renderApp, sentCalls, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const loginCalls = () => sentCalls.filter((call) => call.url === '/api/login');

async function openLogin() {
  const app = renderApp('/gxq/user/login?redirect=%2Faccount%2Fcenter');
  const panel = await screen.findByRole('tabpanel', { name: '登录表单' }, { timeout: 30_000 });
  return { ...app, form: within(panel) };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

it('says what is missing at each field and sends nothing', async () => {
  const { form } = await openLogin();
  await act(async () => fireEvent.click(form.getByRole('button', { name: /^登\s*录$/ })));
  expect(await form.findByText('请输入账号')).toBeInTheDocument();
  expect(form.getByText('请输入密码')).toBeInTheDocument();
  expect(form.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
  expect(loginCalls()).toHaveLength(0);
  // The header's links go on to where the visitor meant to go, not back to this page.
  const header = within(screen.getByTestId('header-user'));
  expect(header.getByText('登录')).toHaveAttribute(
    'href',
    '/gxq/user/login?redirect=%2Faccount%2Fcenter',
  );
  expect(header.getByText('注册')).toHaveAttribute(
    'href',
    '/gxq/user/register?redirect=%2Faccount%2Fcenter',
  );
});

it('shows the refusal above the form and keeps the account typed', async () => {
  const { form } = await openLogin();
  type(form.getByLabelText('账号'), 'demo');
  type(form.getByLabelText('密码'), 'not-the-password');
  await act(async () => fireEvent.click(form.getByRole('button', { name: /^登\s*录$/ })));
  expect(await form.findByRole('alert')).toHaveTextContent('账号或密码错误');
  expect(form.getByLabelText('账号')).toHaveValue('demo');
  expect(loginCalls()).toEqual([expect.objectContaining({ status: 200 })]);
  expect(window.localStorage.getItem(AUTH_KEY)).toBeNull();
});

it('signs in and opens the page it was asked to come back to', async () => {
  const { form, historyRef } = await openLogin();
  type(form.getByLabelText('账号'), ' demo ');
  type(form.getByLabelText('密码'), 'Demo@2026');
  await act(async () => fireEvent.click(form.getByRole('button', { name: /^登\s*录$/ })));
  await waitFor(() => expect(historyRef.current.location.pathname).toBe('/account/center'));
  // The account is sent trimmed, and the session is kept for the next visit.
  expect(loginCalls()[0].body).toMatchObject({ type: 'account', account: 'demo' });
  expect(window.localStorage.getItem(AUTH_KEY)).toBeTruthy();
  expect(await screen.findByText(/演示用户/, {}, { timeout: 20_000 })).toBeInTheDocument();
});
