import { history, Link } from '@umijs/max';
import useLightForm from '@/components/LightForm/useLightForm';
import { newPasswordRules, smsRules } from '@/components/LightForm/rules';
import { withRedirect } from '@/utils/navigation';
import { feedback } from '@/utils/feedback';
import styles from './authPages.less';
import SmsAccountCard, { type SmsAccountValues } from './SmsAccountCard';
import { PORTAL_LOGIN_PATH, PORTAL_REGISTER_PATH } from '@/constants';

const RULES = { ...smsRules<SmsAccountValues>(), ...newPasswordRules<SmsAccountValues>() };
const EMPTY: SmsAccountValues = { mobile: '', smsCode: '', password: '', confirm: '' };

/** 找回密码 (/gxq/user/forget): a new password set with an SMS code, then back to login. */
export default function UserForgetPage() {
  const form = useLightForm<SmsAccountValues>(EMPTY, RULES);
  return (
    <div className={styles.page}>
      <SmsAccountCard
        title="找回密码"
        scene="forget"
        form={form}
        passwordLabel="新密码"
        submitText="重设密码"
        onDone={() => {
          feedback.success('密码已重设，请使用新密码登录');
          history.replace(withRedirect(PORTAL_LOGIN_PATH));
        }}
        links={
          <>
            <Link to={withRedirect(PORTAL_LOGIN_PATH)}>返回登录</Link>
            <Link to={withRedirect(PORTAL_REGISTER_PATH)}>注册账号</Link>
          </>
        }
      />
    </div>
  );
}
