import { Button } from 'antd';
import { useState } from 'react';
import useCountdown from '../../hooks/useCountdown';
import { getSmsCode } from '../../services/auth';
import { errorMessageOf, retryAfterOf } from '../../utils/requestErrors';

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

/** 获取验证码: sends a code for the scene, then counts down before another may be requested. */
export default function SmsCodeButton({ scene, getMobile, onSent, onError }: SmsCodeButtonProps) {
  const { left, start } = useCountdown(deadlines.get(scene), (deadline) =>
    deadlines.set(scene, deadline),
  );
  const [sending, setSending] = useState(false);

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
      start(Math.max(1, Number(sent?.resendAfter) || 60));
      onSent?.(sent, mobile);
    } catch (failure) {
      // Asked too often (HTTP 429): the button waits as long as the backend says.
      const wait = retryAfterOf(failure);
      if (wait) start(wait);
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
