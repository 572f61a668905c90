import PageSkeleton from './components/PageSkeleton';

/** Shown while a page's code loads. */
export default function PageLoading() {
  return <PageSkeleton />;
}
