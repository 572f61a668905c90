import { FileImageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The dialog (Modal, the zoomable Image) loads on the first click, not with the list.
const LicenceDialog = lazy(
  () => import(/* webpackChunkName: "admin-licence-dialog" */ './LicenceDialog'),
);

/**
 * 查看营业执照: opens the licence image of one application in a dialog, read when first opened
 * (it is large, and served only to administrators and its applicant).
 */
export default function LicenceViewer({ application }: { application: API.Verification }) {
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
        查看营业执照
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LicenceDialog application={application} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
