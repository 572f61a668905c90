import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ProfileForm from '@/pages/account/components/settings/ProfileForm';
import { updateProfile } from '@/services/auth';
import { BizError } from '@/utils/requestErrors';

// 基本信息 (issue 49, finding 21): a save names the version the form was filled from, and one
// refused as stale keeps what was typed and offers the newer values or to save over them.
jest.mock('@/services/auth', () => ({ updateProfile: jest.fn() }));

const USER: API.CurrentUser = {
  account: 'demo',
  name: '演示用户',
  email: 'demo@ipr-portal.cn',
  profileVersion: 3,
};
const NEWER: API.CurrentUser = { ...USER, name: '另一台设备', email: '', profileVersion: 4 };
const stale = () =>
  new BizError({
    success: false,
    errorCode: 'VERSION_CONFLICT',
    errorMessage: '基本信息已在其他页面或设备上修改，请确认最新内容后再保存',
    showType: 2,
    data: { currentVersion: 4, current: NEWER },
  });

const save = () => fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
const nameField = () => screen.getByLabelText('昵称');

beforeEach(() => jest.mocked(updateProfile).mockReset());

async function typeAndMeetConflict(onSaved = jest.fn()) {
  jest.mocked(updateProfile).mockRejectedValueOnce(stale());
  render(<ProfileForm user={USER} onSaved={onSaved} />);
  fireEvent.change(nameField(), { target: { value: '我的新昵称' } });
  await act(async () => save());
  await screen.findByText('未保存：基本信息刚在其他页面或设备上修改过');
  return onSaved;
}

it('sends the version it was filled from, and says what was saved meanwhile', async () => {
  const onSaved = await typeAndMeetConflict();
  expect(updateProfile).toHaveBeenCalledWith(
    { name: '我的新昵称', email: 'demo@ipr-portal.cn', version: 3 },
    { skipErrorHandler: true },
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    '现在的昵称为“另一台设备”，邮箱为“未填写”。您填写的内容仍保留在表单中。',
  );
  expect(nameField()).toHaveValue('我的新昵称');
  expect(onSaved).not.toHaveBeenCalled();
});

it('loads the newer values on request, and saves on their version after', async () => {
  const onSaved = await typeAndMeetConflict();
  fireEvent.click(screen.getByRole('button', { name: '载入最新内容' }));
  expect(nameField()).toHaveValue('另一台设备');
  expect(onSaved).toHaveBeenCalledWith(NEWER);
  expect(screen.queryByRole('alert')).toBeNull();

  jest.mocked(updateProfile).mockResolvedValueOnce({ ...NEWER, profileVersion: 5 });
  await act(async () => save());
  await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(2));
  expect(jest.mocked(updateProfile).mock.calls[1][0]).toEqual({
    name: '另一台设备',
    email: '',
    version: 4,
  });
});

it('saves what was typed over the newer values when asked to', async () => {
  const onSaved = await typeAndMeetConflict();
  const mine = { ...USER, name: '我的新昵称', profileVersion: 5 };
  jest.mocked(updateProfile).mockResolvedValueOnce(mine);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存我的填写' })));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(mine));
  expect(jest.mocked(updateProfile).mock.calls[1][0]).toEqual({
    name: '我的新昵称',
    email: 'demo@ipr-portal.cn',
    version: 4,
  });
  expect(nameField()).toHaveValue('我的新昵称');
});
