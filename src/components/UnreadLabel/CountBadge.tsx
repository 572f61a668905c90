import { Badge } from 'antd';

/** A menu entry's count (hidden at zero), in a chunk of its own (see ./index.tsx). */
export default function CountBadge({ count, title }: { count: number; title: string }) {
  return <Badge count={count} size="small" title={title} />;
}
