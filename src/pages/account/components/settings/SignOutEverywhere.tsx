import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import useSession from '@/hooks/useSession';
import styles from './settingsForms.less';

/**
 * 登录设备 of 安全设置: 退出所有设备 ends every session of the account, on every browser and device
 * and this one too (a lost phone, a shared computer); the login page opens next.
 * The confirmation is an inline step, and the text plain elements: a Popconfirm and Typography
 * would add 10 KB to a tab held to its weight budget (docs/performance.md §1).
 */
export default function SignOutEverywhere() {
  const { logoutEverywhere } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Keyboard users land on the step they opened, and back on the button when they cancel.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) startButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const confirm = async () => {
    setEnding(true);
    try {
      await logoutEverywhere();
    } catch {
      // The request layer has said what failed; the session goes on.
      setEnding(false);
    }
  };

  return (
    <>
      <p className={styles.hint}>
        在其他浏览器或设备上登录过本账号（如手机丢失、用过公共电脑），可在此结束所有登录，包括当前设备，之后需重新登录。
      </p>
      {confirming ? (
        <div role="group" aria-label="退出所有设备？">
          <p className={styles.confirmText}>
            本账号在所有浏览器和设备上的登录都将结束，包括当前设备。
          </p>
          <Space wrap>
            <Button ref={confirmButton} danger type="primary" loading={ending} onClick={confirm}>
              全部退出
            </Button>
            <Button disabled={ending} onClick={() => setConfirming(false)}>
              取消
            </Button>
          </Space>
        </div>
      ) : (
        <Button ref={startButton} danger onClick={() => setConfirming(true)}>
          退出所有设备
        </Button>
      )}
    </>
  );
}
