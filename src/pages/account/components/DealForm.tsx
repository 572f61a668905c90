import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { dealWord } from '@/contract/tradeDeal';

// The dialog (its form, number field) loads on the first click, not with the list.
const DealDialog = lazy(() => import(/* webpackChunkName: "account-deal-dialog" */ './DealDialog'));

/**
 * 标记成交 / 标记已解决 on one of the user's items: the row's link, and the dialog asking the
 * day and optionally the price and the counterpart, which 成交公示 then shows.
 */
export default function DealForm({
  item,
  onDone,
}: {
  item: API.IpcTransaction;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the dialog can animate closed.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        标记已{dealWord(item.kind)}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <DealDialog item={item} open={open} onClose={() => setOpen(false)} onDone={onDone} />
        </Suspense>
      )}
    </>
  );
}
