import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import StatusBlock from '../StatusBlock';
import { isChunkLoadError } from './isChunkLoadError';

interface Props {
  children: ReactNode;
  /** A change of this key (e.g. the pathname) clears the error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: unknown;
}

/** Keeps a failure inside the content area: a failed chunk offers a reload, any other error a retry. */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(prevProps: Props) {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept visible in the console for whoever reports the problem.
    console.warn('页面渲染失败', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      return (
        <StatusBlock
          status="warning"
          title="页面资源加载失败"
          description="网络不稳定或网站刚刚更新，请刷新页面后重试。"
          actions={
            <Button type="primary" onClick={() => window.location.reload()}>
              刷新页面
            </Button>
          }
        />
      );
    }
    return (
      <StatusBlock
        status="problem"
        title="页面出现了问题"
        description="页面暂时无法显示，请重试；如果问题持续，请稍后再来。"
        actions={
          <>
            <Button type="primary" onClick={() => this.setState({ error: null })}>
              重试
            </Button>
            <Button onClick={() => window.location.reload()}>刷新页面</Button>
          </>
        }
      />
    );
  }
}
