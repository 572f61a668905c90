import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Popconfirm, Space } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import defaultAvatar from '@/assets/default-avatar.svg';
import { errorMessageOf } from '@/utils/requestErrors';
import { removeAvatar, uploadAvatar } from '@/services/auth';
import { AVATAR_RULE_TEXT, AVATAR_TYPES } from '@/contract/avatar';
import { feedback } from '@/utils/feedback';
import { avatarDataUrl } from './avatarImage';
import styles from './settingsForms.less';

interface AvatarFieldProps {
  user: API.CurrentUser;
  onSaved: (user: API.CurrentUser) => void;
}

/** 头像: the current image, 上传头像 (checked and scaled down before sending) and 恢复默认头像. */
export default function AvatarField({ user, onSaved }: AvatarFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove'>();
  const [error, setError] = useState<string>();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after fixing something) fires again.
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    setBusy('upload');
    try {
      const dataUrl = await avatarDataUrl(file);
      onSaved(await uploadAvatar({ dataUrl }, { skipErrorHandler: true }));
      feedback.success('头像已更新');
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async () => {
    setError(undefined);
    setBusy('remove');
    try {
      onSaved(await removeAvatar({ skipErrorHandler: true }));
      feedback.success('已恢复默认头像');
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.avatarBlock}>
      <Avatar
        size={96}
        src={user.headerUrl || defaultAvatar}
        alt="当前头像"
        className={styles.avatar}
      />
      <div className={styles.avatarActions}>
        <Space wrap>
          <Button
            icon={<UploadOutlined />}
            loading={busy === 'upload'}
            disabled={busy === 'remove'}
            onClick={() => input.current?.click()}
          >
            上传头像
          </Button>
          {user.headerUrl && (
            <Popconfirm title="恢复默认头像？" okText="恢复" cancelText="取消" onConfirm={remove}>
              <Button
                icon={<DeleteOutlined />}
                loading={busy === 'remove'}
                disabled={busy === 'upload'}
              >
                恢复默认头像
              </Button>
            </Popconfirm>
          )}
        </Space>
        <span className={styles.hint}>{AVATAR_RULE_TEXT}，将缩放至 256×256 以内</span>
        {error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={`头像未能更新：${error}`}
            className={styles.alert}
          />
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        aria-label="选择头像图片"
        tabIndex={-1}
        className={styles.fileInput}
        onChange={upload}
      />
    </div>
  );
}
