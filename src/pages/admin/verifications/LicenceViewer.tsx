import { FileImageOutlined } from '@ant-design/icons';
import { Button, Image, Modal, Spin } from 'antd';
import { useState } from 'react';
import InlineLoadError from '@/components/InlineLoadError';
import { getVerificationLicence } from '@/services/verification';
import styles from './index.less';

/**
 * 查看营业执照: loads the licence image of one application when opened (it is large, and served
 * only to administrators and its applicant) and shows it in a dialog, zoomable.
 */
export default function LicenceViewer({ application }: { application: API.Verification }) {
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<string>();
  const [error, setError] = useState<unknown>();

  const load = async () => {
    setError(undefined);
    try {
      // The dialog says what failed; the request layer need not say it again.
      const { dataUrl } = await getVerificationLicence(application.id, { skipErrorHandler: true });
      setImage(dataUrl);
    } catch (failure) {
      setError(failure);
    }
  };

  const show = () => {
    setOpen(true);
    if (!image) load();
  };

  return (
    <>
      <Button type="link" size="small" icon={<FileImageOutlined />} onClick={show}>
        查看营业执照
      </Button>
      <Modal
        open={open}
        title={`营业执照：${application.companyName}`}
        footer={null}
        width={820}
        onCancel={() => setOpen(false)}
      >
        <p className={styles.licenceFacts}>
          统一社会信用代码 {application.creditCode}，请核对执照上的名称与代码是否与申请一致。
        </p>
        {error ? (
          <InlineLoadError what="营业执照" error={error} onRetry={load} />
        ) : image ? (
          <Image
            src={image}
            alt={`${application.companyName}的营业执照`}
            className={styles.licence}
          />
        ) : (
          <div className={styles.loading}>
            <Spin tip="正在加载营业执照…">
              <span />
            </Spin>
          </div>
        )}
      </Modal>
    </>
  );
}
