import { act, fireEvent, render, screen } from '@testing-library/react';
import useSession from '@/hooks/useSession';
import SignOutEverywhere from '@/pages/account/components/settings/SignOutEverywhere';

// 安全设置 → 登录设备 (issue 49, finding 8): 退出所有设备 asks once inline, then ends every session.
jest.mock('@/hooks/useSession', () => ({ __esModule: true, default: jest.fn() }));

const logoutEverywhere = jest.fn();
beforeEach(() => {
  logoutEverywhere.mockReset();
  jest.mocked(useSession).mockReturnValue({
    login: jest.fn(),
    signInWithToken: jest.fn(),
    logout: jest.fn(),
    logoutEverywhere,
    currentUser: undefined,
  });
});

// antd spaces out a two-character label: 取 消.
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const CANCEL = /^取\s?消$/;

it('asks before ending every session, and cancelling sends nothing', () => {
  render(<SignOutEverywhere />);
  fireEvent.click(button('退出所有设备'));
  expect(screen.getByRole('group', { name: '退出所有设备？' })).toHaveTextContent(
    '本账号在所有浏览器和设备上的登录都将结束，包括当前设备。',
  );
  expect(button('全部退出')).toHaveFocus();

  fireEvent.click(button(CANCEL));
  expect(screen.queryByRole('group')).toBeNull();
  expect(button('退出所有设备')).toHaveFocus();
  expect(logoutEverywhere).not.toHaveBeenCalled();
});

it('ends every session once confirmed', async () => {
  logoutEverywhere.mockResolvedValue(undefined);
  render(<SignOutEverywhere />);
  fireEvent.click(button('退出所有设备'));
  await act(async () => fireEvent.click(button('全部退出')));
  expect(logoutEverywhere).toHaveBeenCalledTimes(1);
});

it('offers the step again when the backend refused, the session going on', async () => {
  logoutEverywhere.mockRejectedValue(new Error('Request failed with status code 500'));
  render(<SignOutEverywhere />);
  fireEvent.click(button('退出所有设备'));
  await act(async () => fireEvent.click(button('全部退出')));
  expect(button('全部退出')).toBeEnabled();
  expect(button(CANCEL)).toBeEnabled();
});
