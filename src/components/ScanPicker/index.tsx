import { FileImageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LICENCE_TYPES } from '@/contract/verification';
import styles from './index.less';

interface ScanPickerProps {
  /** The document, as the button and the preview name it: 营业执照, 专利证书, 授权书. */
  label: string;
  /** Given by Form.Item: the picked file. */
  value?: File;
  onChange?: (file: File | undefined) => void;
  id?: string;
  'aria-describedby'?: string;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A scanned document (营业执照, 专利证书, 授权书): picks one image (checked by the form's rule) and
 * shows it small, with its name and size.
 */
export default function ScanPicker({ label, value, onChange, id, ...aria }: ScanPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const nameId = useId();

  useEffect(() => {
    if (!value) return setPreview(undefined);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after fixing it) fires again.
    event.target.value = '';
    if (file) onChange?.(file);
  };

  return (
    <div className={styles.picker}>
      <input
        ref={input}
        type="file"
        accept={LICENCE_TYPES.join(',')}
        className={styles.fileInput}
        onChange={pick}
        tabIndex={-1}
        aria-hidden="true"
      />
      <Button
        id={id}
        icon={<FileImageOutlined />}
        onClick={() => input.current?.click()}
        aria-describedby={[aria['aria-describedby'], value ? nameId : undefined]
          .filter(Boolean)
          .join(' ')}
      >
        {value ? '重新选择' : `选择${label}图片`}
      </Button>
      {value && (
        <div className={styles.chosen}>
          {preview && <img src={preview} alt={`已选择的${label}`} className={styles.thumb} />}
          <span id={nameId} title={value.name} className={styles.name}>
            {value.name}（{sizeText(value.size)}）
          </span>
        </div>
      )}
    </div>
  );
}
