import { Modal } from 'antd';
import LegalText from '@/components/LegalText';
import type { LegalDocKey } from '@/components/LegalText/texts';
import { LEGAL_DOCUMENTS } from '@/components/LegalText/texts';

interface AgreementDialogProps {
  /** The document being read, or undefined when the dialog is closed. */
  doc?: LegalDocKey;
  onAgree: () => void;
  onClose: () => void;
}

/** 用户服务协议 or 隐私政策, read from the registration form; 同意 ticks the form's agreement. */
export default function AgreementDialog({ doc, onAgree, onClose }: AgreementDialogProps) {
  return (
    <Modal
      title={doc ? LEGAL_DOCUMENTS[doc].title : ''}
      open={Boolean(doc)}
      onCancel={onClose}
      onOk={onAgree}
      okText="同意"
      cancelText="关闭"
      width={720}
    >
      {doc && <LegalText doc={doc} headingLevel={3} />}
    </Modal>
  );
}
