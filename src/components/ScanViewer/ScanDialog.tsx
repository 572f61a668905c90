import { Image, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import InlineLoadError from '@/components/InlineLoadError';
import type { CallOptions } from '@/services/request';
import styles from './index.less';

export interface ScanDialogProps {
  /** The document: 营业执照, 专利证书, 授权书. */
  what: string;
  /** Whose document, in the title and the image's description. */
  whose: string;
  /** What the reviewer checks the document against. */
  facts: string;
  load: (options: CallOptions) => Promise<{ dataUrl: string }>;
  open: boolean;
  onClose: () => void;
}

/**
 * One scanned document in a dialog, zoomable: read when first opened (it is large, and served
 * only to administrators and to whom it belongs), kept for the next opening.
 */
export default function ScanDialog({ what, whose, facts, load, open, onClose }: ScanDialogProps) {
  const [image, setImage] = useState<string>();
  const [error, setError] = useState<unknown>();

  const read = async () => {
    setError(undefined);
    try {
      // The dialog says what failed; the request layer need not say it again.
      const { dataUrl } = await load({ skipErrorHandler: true });
      setImage(dataUrl);
    } catch (failure) {
      setError(failure);
    }
  };

  useEffect(() => {
    if (open && !image) read();
    // Each opening, not each new image, decides whether to read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Modal open={open} title={`${what}：${whose}`} footer={null} width={820} onCancel={onClose}>
      <p className={styles.facts}>{facts}</p>
      {error ? (
        <InlineLoadError what={what} error={error} onRetry={read} />
      ) : image ? (
        <Image src={image} alt={`${whose}的${what}`} className={styles.scan} />
      ) : (
        <div className={styles.loading}>
          <Spin description={`正在加载${what}…`}>
            <span />
          </Spin>
        </div>
      )}
    </Modal>
  );
}
