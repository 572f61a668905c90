import { Alert } from 'antd';
import styles from './QueryError.less';

interface QueryErrorProps {
  query: string;
  message: string;
  position: number;
  length?: number;
}

/** A malformed expression with the problem marked at its position. */
export default function QueryError({ query, message, position, length = 1 }: QueryErrorProps) {
  const start = Math.max(0, Math.min(position, query.length));
  const end = Math.min(query.length, start + Math.max(1, length));
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title="检索式有误，未发送检索"
      description={
        <>
          <div>{message}</div>
          <code className={styles.query} data-testid="query-error-position" data-position={start}>
            {query.slice(0, start)}
            <mark className={styles.mark}>{query.slice(start, end) || ' '}</mark>
            {query.slice(end)}
          </code>
        </>
      }
    />
  );
}
