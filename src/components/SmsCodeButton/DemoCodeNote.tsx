import { Alert } from 'antd';

/** The code the demo backend returned (no SMS is really sent), shown under the code field. */
export default function DemoCodeNote({ code, className }: { code?: string; className?: string }) {
  if (!code) return null;
  return <Alert className={className} type="info" showIcon title={`演示环境验证码：${code}`} />;
}
