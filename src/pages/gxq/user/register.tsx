import { Link } from '@umijs/max';
import { Fragment, lazy, Suspense, useState } from 'react';
import { LEGAL_DOCUMENTS, type LegalDocKey } from '@/components/LegalText/texts';
import CheckField from '@/components/LightForm/CheckField';
import useLightForm from '@/components/LightForm/useLightForm';
import { newPasswordRules, required, smsRules } from '@/components/LightForm/rules';
import useSession from '@/hooks/useSession';
import { withRedirect } from '@/utils/navigation';
import { feedback } from '@/utils/feedback';
import styles from './authPages.less';
import SmsAccountCard, { type SmsAccountValues } from './SmsAccountCard';
import { PORTAL_LOGIN_PATH } from '@/constants';

// The agreement's dialog (and antd Modal) loads the first time it is opened.
const AgreementDialog = lazy(
  () => import(/* webpackChunkName: "portal-agreement-dialog" */ './AgreementDialog'),
);

interface Values extends SmsAccountValues {
  /** 'yes' once ticked (the light form keeps strings). */
  agreement: string;
}

const RULES = {
  ...smsRules<Values>(),
  ...newPasswordRules<Values>(),
  agreement: [required<Values>('请阅读并同意用户服务协议和隐私政策')],
};
const EMPTY: Values = { mobile: '', smsCode: '', password: '', confirm: '', agreement: '' };

/** 注册账号 (/gxq/user/register): mobile, SMS code and a password; the new account is signed in. */
export default function UserRegisterPage() {
  const form = useLightForm<Values>(EMPTY, RULES);
  const { signInWithToken: signIn } = useSession();
  const [reading, setReading] = useState<LegalDocKey>();
  // Stays mounted after the first opening, so closing gives focus back to the link.
  const [dialogUsed, setDialogUsed] = useState(false);
  const agreement = form.field('agreement');

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
            <Link to={withRedirect(PORTAL_LOGIN_PATH)}>已有账号？去登录</Link>
            <Link to={withRedirect('/gxq/user/forget')}>忘记密码？</Link>
          </>
        }
      >
        <CheckField field={agreement}>
          我已阅读并同意
          {(['terms', 'privacy'] as const).map((doc, index) => (
            <Fragment key={doc}>
              {index > 0 && '和'}
              <button
                type="button"
                className={styles.textLink}
                onClick={() => {
                  setDialogUsed(true);
                  setReading(doc);
                }}
              >
                《{LEGAL_DOCUMENTS[doc].title}》
              </button>
            </Fragment>
          ))}
        </CheckField>
      </SmsAccountCard>
      {dialogUsed && (
        <Suspense fallback={null}>
          <AgreementDialog
            doc={reading}
            onClose={() => setReading(undefined)}
            onAgree={() => {
              agreement.onChange('yes');
              setReading(undefined);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
