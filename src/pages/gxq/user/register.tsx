import { Link } from '@umijs/max';
import { Checkbox, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import useTokenSession, { withRedirect } from '@/components/LoginPanel/useTokenSession';
import { feedback } from '@/utils/feedback';
import styles from './login.less';
import SmsAccountCard, { type SmsAccountValues } from './SmsAccountCard';

interface Values extends SmsAccountValues {
  agreement: boolean;
}

const AGREEMENT = [
  '一、本平台为知识产权服务业集聚发展示范区公共服务门户，注册用户可使用专利检索、价值评估、知识产权金融与运营等在线服务。',
  '二、用户应使用本人手机号注册，妥善保管账号与密码，因保管不善造成的损失由用户自行承担。',
  '三、用户提交的信息应真实、准确，不得发布违法违规内容，不得侵犯他人知识产权。',
  '四、平台依法保护用户个人信息，仅在提供服务所需范围内使用，未经同意不向第三方提供。',
];

/** 注册账号 (/gxq/user/register): mobile, SMS code and a password; the new account is signed in. */
export default function UserRegisterPage() {
  const [form] = Form.useForm<Values>();
  const signIn = useTokenSession();
  const [reading, setReading] = useState(false);

  return (
    <div className={styles.page}>
      <SmsAccountCard
        title="注册门户账号"
        scene="register"
        form={form}
        submitText="注册并登录"
        onDone={async (result) => {
          await signIn(result.token);
          feedback.success('注册成功，已为您登录');
        }}
        links={
          <>
            <Link to={withRedirect('/gxq/user/login')}>已有账号？去登录</Link>
            <Link to={withRedirect('/gxq/user/forget')}>忘记密码？</Link>
          </>
        }
      >
        <Form.Item
          name="agreement"
          valuePropName="checked"
          className={styles.agreement}
          rules={[
            {
              validator: (_, value) =>
                value ? Promise.resolve() : Promise.reject(new Error('请阅读并同意用户服务协议')),
            },
          ]}
        >
          <Checkbox>
            我已阅读并同意
            <Typography.Link
              onClick={(event) => {
                event.preventDefault();
                setReading(true);
              }}
            >
              《用户服务协议》
            </Typography.Link>
          </Checkbox>
        </Form.Item>
      </SmsAccountCard>
      <Modal
        title="用户服务协议"
        open={reading}
        onCancel={() => setReading(false)}
        onOk={() => {
          form.setFieldValue('agreement', true);
          form.validateFields(['agreement']).catch(() => undefined);
          setReading(false);
        }}
        okText="同意"
        cancelText="关闭"
      >
        {AGREEMENT.map((text) => (
          <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
        ))}
      </Modal>
    </div>
  );
}
