import { Button } from 'antd';
import { errorMessageOf } from '../../utils/requestErrors';
import StatusBlock from '../StatusBlock';

/** A failed load: what failed, the reason, and a retry. */
export default function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <StatusBlock
      status="error"
      title={title}
      description={errorMessageOf(error)}
      actions={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
