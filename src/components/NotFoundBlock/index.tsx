import LinkButton from '../LinkButton';
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
  /** 1 (default) when the block stands for the whole page; 2 inside a page with its own title. */
  level?: 1 | 2;
}

/** A record the URL names that does not exist: say so and offer a way on. */
export default function NotFoundBlock({
  title,
  description,
  to,
  linkText,
  extra,
  level = 1,
}: NotFoundProps) {
  useItemTitle(title);
  return (
    <StatusBlock
      status="info"
      heading={level === 1 ? 'h1' : 'h2'}
      title={title}
      description={description}
      actions={
        <>
          <LinkButton to={to} type="primary">
            {linkText}
          </LinkButton>
          {extra}
        </>
      }
    />
  );
}
