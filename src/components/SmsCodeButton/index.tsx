import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { getSmsCode } from '../../services/auth';
import { errorMessageOf } from '../../requestErrorConfig';

/** `bind`: a signed-in user's new mobile number (个人设置). */
export type SmsScene = 'login' | 'register' | 'forget' | 'bind';

export interface SmsCodeButtonProps {
  scene: SmsScene;
  /** Resolves with the checked mobile number, or rejects when the field is not valid yet. */
  getMobile: () => Promise<string>;
  /** Called after a code was sent (the demo backend returns the code itself). */
  onSent?: (result: API.SmsCodeResult, mobile: string) => void;
  /** Called with the server's reason when no code was sent. */
  onError?: (message: string) => void;
}

/**
 * Deadlines by scene, outside the component: the countdown goes on through re-renders and
 * through a remount (switching tabs, leaving and coming back to the form).
 */
const deadlines = new Map<SmsScene, number>();

function secondsLeft(scene: SmsScene): number {
  const deadline = deadlines.get(scene) ?? 0;
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** 获取验证码: sends a code for the scene, then counts down before another may be requested. */
export default function SmsCodeButton({ scene, getMobile, onSent, onError }: SmsCodeButtonProps) {
  const [left, setLeft] = useState(() => secondsLeft(scene));
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setInterval(() => setLeft(secondsLeft(scene)), 1000);
    return () => window.clearInterval(timer);
  }, [left > 0, scene]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = async () => {
    let mobile: string;
    try {
      mobile = await getMobile();
    } catch {
      return; // the field shows what is wrong
    }
    setSending(true);
    try {
      const sent = await getSmsCode({ mobile, scene }, { skipErrorHandler: true });
      const wait = Math.max(1, Number(sent?.resendAfter) || 60);
      deadlines.set(scene, Date.now() + wait * 1000);
      setLeft(secondsLeft(scene));
      onSent?.(sent, mobile);
    } catch (failure) {
      onError?.(errorMessageOf(failure));
    } finally {
      setSending(false);
    }
  };

  const counting = left > 0;
  return (
    <Button onClick={send} loading={sending} disabled={counting} aria-live="polite">
      {counting ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
