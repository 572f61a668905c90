import { Modal, Typography } from 'antd';

const AGREEMENT = [
  '一、本平台为知识产权服务业集聚发展示范区公共服务门户，注册用户可使用专利检索、价值评估、知识产权金融与运营等在线服务。',
  '二、用户应使用本人手机号注册，妥善保管账号与密码，因保管不善造成的损失由用户自行承担。',
  '三、用户提交的信息应真实、准确，不得发布违法违规内容，不得侵犯他人知识产权。',
  '四、平台依法保护用户个人信息，仅在提供服务所需范围内使用，未经同意不向第三方提供。',
];

interface AgreementDialogProps {
  open: boolean;
  onAgree: () => void;
  onClose: () => void;
}

/** 用户服务协议, read from the registration form; 同意 ticks the form's agreement. */
export default function AgreementDialog({ open, onAgree, onClose }: AgreementDialogProps) {
  return (
    <Modal
      title="用户服务协议"
      open={open}
      onCancel={onClose}
      onOk={onAgree}
      okText="同意"
      cancelText="关闭"
    >
      {AGREEMENT.map((text) => (
        <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
      ))}
    </Modal>
  );
}
