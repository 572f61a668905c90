import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import AvatarDropdown from '@/components/AvatarDropdown';
import { avatarMenuItems } from '@/components/AvatarDropdown/menuItems';

const user: API.CurrentUser = { account: 'admin', profileVersion: 1 };

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: '账户菜单：admin' }));
  await waitFor(() => expect(screen.getByText('退出登录')).toBeInTheDocument());
}

describe('avatar dropdown', () => {
  it('lists the account pages and logout with the menu option on', async () => {
    const onAction = jest.fn();
    render(<AvatarDropdown user={user} menu onAction={onAction} />);
    expect(screen.getByText('admin')).toBeInTheDocument();
    await openMenu();
    expect(screen.getByText('个人中心')).toBeInTheDocument();
    expect(screen.getByText('个人设置')).toBeInTheDocument();
    fireEvent.click(screen.getByText('个人设置'));
    expect(onAction).toHaveBeenCalledWith('settings');
  });

  it('only offers logout with the menu option off', async () => {
    const onAction = jest.fn();
    render(<AvatarDropdown user={user} menu={false} onAction={onAction} />);
    await openMenu();
    expect(screen.queryByText('个人中心')).not.toBeInTheDocument();
    expect(screen.queryByText('个人设置')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('退出登录'));
    expect(onAction).toHaveBeenCalledWith('logout');
  });

  it('stays open when the avatar is pressed again (a mouse opens it by hovering first)', async () => {
    render(<AvatarDropdown user={user} menu onAction={jest.fn()} />);
    await openMenu();
    const avatar = screen.getByRole('button', { name: '账户菜单：admin' });
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(avatar);
    fireEvent.click(avatar);
    await new Promise((resolve) => {
      setTimeout(resolve, 300);
    });
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('退出登录')).toBeVisible();
  });

  it('opens from the keyboard with Enter and closes after a choice', async () => {
    const onAction = jest.fn();
    render(<AvatarDropdown user={user} menu onAction={onAction} />);
    const avatar = screen.getByRole('button', { name: '账户菜单：admin' });
    fireEvent.keyDown(avatar, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('个人中心')).toBeInTheDocument());
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByText('个人中心'));
    expect(onAction).toHaveBeenCalledWith('center');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the default avatar without headerUrl and the given one otherwise', () => {
    const { rerender } = render(<AvatarDropdown user={user} menu onAction={jest.fn()} />);
    expect(screen.getByAltText('admin').getAttribute('src')).toMatch(
      /default-avatar|svg|test-file-stub/,
    );
    rerender(
      <AvatarDropdown
        user={{ ...user, headerUrl: '/ipr-front/me.png' }}
        menu
        onAction={jest.fn()}
      />,
    );
    expect(screen.getByAltText('admin')).toHaveAttribute('src', '/ipr-front/me.png');
  });

  it('shows the user’s name, or the account when there is none', () => {
    const { rerender } = render(<AvatarDropdown user={user} menu onAction={jest.fn()} />);
    expect(screen.getByText('admin')).toBeInTheDocument();
    rerender(<AvatarDropdown user={{ ...user, name: '平台管理员' }} menu onAction={jest.fn()} />);
    expect(screen.getByText('平台管理员')).toBeInTheDocument();
    // The button keeps naming the account, which is what identifies the session.
    expect(screen.getByRole('button', { name: '账户菜单：admin' })).toBeInTheDocument();
  });

  it('keeps the item order stable', () => {
    expect(avatarMenuItems(true).map((item) => item.key)).toEqual(['center', 'settings', 'logout']);
    expect(avatarMenuItems(false).map((item) => item.key)).toEqual(['logout']);
  });
});
