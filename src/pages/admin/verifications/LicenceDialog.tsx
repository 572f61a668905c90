import { Image, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import InlineLoadError from '@/components/InlineLoadError';
import { getVerificationLicence } from '@/services/verification';
import styles from './index.less';

interface LicenceDialogProps {
  application: API.Verification;
  open: boolean;
  onClose: () => void;
}

/**
 * The licence of one application in a dialog, zoomable: read when first opened (it is large, and
 * served only to administrators and its applicant), kept for the next opening.
 */
export default function LicenceDialog({ application, open, onClose }: LicenceDialogProps) {
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

  useEffect(() => {
    if (open && !image) load();
    // Each opening, not each new image, decides whether to read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Modal
      open={open}
      title={`营业执照：${application.companyName}`}
      footer={null}
      width={820}
      onCancel={onClose}
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
          <Spin description="正在加载营业执照…">
            <span />
          </Spin>
        </div>
      )}
    </Modal>
  );
}
