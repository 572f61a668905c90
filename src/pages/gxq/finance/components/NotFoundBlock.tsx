import { Link } from '@umijs/max';
import { Button } from 'antd';
import StatusBlock from '@/components/StatusBlock';

/** An unknown id in a detail URL: say so and offer the list. */
export default function NotFoundBlock({
  title,
  description,
  to,
  linkText,
}: {
  title: string;
  description: string;
  to: string;
  linkText: string;
}) {
  return (
    <StatusBlock
      status="info"
      title={title}
      description={description}
      actions={
        <Link to={to}>
          <Button type="primary">{linkText}</Button>
        </Link>
      }
    />
  );
}
