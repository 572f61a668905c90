import { Button, Empty, type EmptyProps } from 'antd';

interface PastLastPageProps extends Pick<EmptyProps, 'image' | 'className'> {
  /** The page the link named. */
  current: number;
  lastPage: number;
  onGoToLast: () => void;
}

/**
 * A list opened at a page past its last one (a shared link from before items went, or an edited
 * one): there are items, on earlier pages, so it says that rather than that nothing matches.
 */
export default function PastLastPage({
  current,
  lastPage,
  onGoToLast,
  ...empty
}: PastLastPageProps) {
  return (
    <Empty {...empty} description={`第 ${current} 页没有内容（共 ${lastPage} 页）`}>
      <Button type="primary" onClick={onGoToLast}>
        前往最后一页
      </Button>
    </Empty>
  );
}
