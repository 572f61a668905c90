import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import LoginPanel from './index';
import SmsLoginForm from './SmsLoginForm';
import styles from './index.less';

const MODES = [
  { key: 'account', label: '账号密码登录' },
  { key: 'sms', label: '短信验证码登录' },
] as const;

type Mode = (typeof MODES)[number]['key'];

/**
 * 账号密码登录 / 短信验证码登录. Both forms stay mounted, so switching keeps what was typed and the
 * code countdown. The panel is named 登录表单 rather than after the tab, so a field label such as
 * 账号 or 密码 names only its own input.
 */
export default function LoginTabs() {
  const [mode, setMode] = useState<Mode>('account');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = MODES.findIndex((item) => item.key === mode);
    const next =
      MODES[(index + (event.key === 'ArrowRight' ? 1 : MODES.length - 1)) % MODES.length];
    setMode(next.key);
    document.getElementById(`login-tab-${next.key}`)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label="登录方式" className={styles.tabs} onKeyDown={onKeyDown}>
        {MODES.map((item) => (
          <button
            key={item.key}
            id={`login-tab-${item.key}`}
            type="button"
            role="tab"
            aria-selected={mode === item.key}
            aria-controls="login-panel"
            tabIndex={mode === item.key ? 0 : -1}
            className={mode === item.key ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => setMode(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="login-panel" aria-label="登录表单">
        <div hidden={mode !== 'account'}>
          <LoginPanel />
        </div>
        <div hidden={mode !== 'sms'}>
          <SmsLoginForm />
        </div>
      </div>
    </>
  );
}
