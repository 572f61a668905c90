import { FileImageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ScanDialogProps } from './ScanDialog';

// The dialog (Modal, the zoomable Image) loads on the first click, not with the list.
const ScanDialog = lazy(() => import(/* webpackChunkName: "admin-scan-dialog" */ './ScanDialog'));

/**
 * 查看营业执照, 查看专利证书…: opens one scanned document in a dialog, read when first opened (it is
 * large, and served only to administrators and to whom it belongs).
 */
export default function ScanViewer(props: Omit<ScanDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted: the image read is kept, closing animates.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<FileImageOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        查看{props.what}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ScanDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
