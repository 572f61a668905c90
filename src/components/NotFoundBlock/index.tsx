import { Link } from '@umijs/max';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import useItemTitle from '../../hooks/useItemTitle';
import StatusBlock from '../StatusBlock';

export interface NotFoundProps {
  title: string;
  description: ReactNode;
  /** Where to go instead, e.g. the list the record belongs to. */
  to: string;
  linkText: string;
  /** Further ways on, after the main link. */
  extra?: ReactNode;
}

/** A record the URL names that does not exist: say so and offer a way on. */
export default function NotFoundBlock({ title, description, to, linkText, extra }: NotFoundProps) {
  useItemTitle(title);
  return (
    <StatusBlock
      status="info"
      title={title}
      description={description}
      actions={
        <>
          <Link to={to}>
            <Button type="primary">{linkText}</Button>
          </Link>
          {extra}
        </>
      }
    />
  );
}
