import { isNotFound } from '../../utils/requestErrors';
import LoadError from '../LoadError';
import NotFoundBlock, { type NotFoundProps } from '../NotFoundBlock';

/**
 * A page that shows one record and could not load it: the backend's NOT_FOUND becomes a
 * not-found block with a way on, any other failure its reason and a retry. (What the failure
 * showed as a message was already decided by the request layer.)
 */
export default function RecordError({
  error,
  title,
  onRetry,
  notFound,
}: {
  error: unknown;
  /** What failed to load, e.g. 专利详情加载失败. */
  title: string;
  onRetry: () => void;
  notFound: NotFoundProps;
}) {
  if (isNotFound(error)) return <NotFoundBlock {...notFound} />;
  return <LoadError title={title} error={error} onRetry={onRetry} />;
}
