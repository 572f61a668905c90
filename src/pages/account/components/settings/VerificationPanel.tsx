import { ProForm } from '@ant-design/pro-components';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import InlineLoadError from '@/components/InlineLoadError';
import {
  checkCompanyName,
  checkContactName,
  checkCreditCode,
  COMPANY_NAME_MAX,
  LICENCE_RULE_TEXT,
  normalizeCreditCode,
} from '@/contract/verification';
import { mobileProblem } from '@/contract/fieldRules';
import { checkRule } from '@/utils/formRules';
import useFormRefusal from '@/hooks/useFormRefusal';
import usePageData from '@/hooks/usePageData';
import { getVerification, submitVerification } from '@/services/verification';
import { feedback } from '@/utils/feedback';
import ScanPicker from '@/components/ScanPicker';
import { checkScanFile, scanDataUrl } from '@/utils/scanImage';
import SettingsForm from './SettingsForm';
import styles from './settingsForms.less';

interface Values {
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  licence?: File;
}
const FIELDS = ['companyName', 'creditCode', 'contactName', 'contactPhone', 'licence'] as const;

const when = (time?: string) => (time ? dayjs(time).format('YYYY年M月D日 HH:mm') : '');

function ApplicationForm({
  user,
  previous,
  onSubmitted,
}: {
  user: API.CurrentUser;
  /** A rejected application: its words come back to be corrected (the licence is picked again). */
  previous?: API.Verification;
  onSubmitted: (application: API.Verification) => void;
}) {
  const [form] = Form.useForm<Values>();
  const refusal = useFormRefusal(form, FIELDS);

  const send = async ({ licence, ...values }: Values) => {
    const saved = await submitVerification(
      {
        companyName: values.companyName.trim(),
        creditCode: normalizeCreditCode(values.creditCode),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
        licence: await scanDataUrl(licence!),
      },
      { skipErrorHandler: true },
    );
    feedback.success('认证申请已提交，请等待平台审核');
    onSubmitted(saved);
  };

  return (
    <SettingsForm<Values>
      form={form}
      refusal={refusal}
      submitText="提交认证申请"
      initialValues={{
        companyName: previous?.companyName ?? '',
        creditCode: previous?.creditCode ?? '',
        contactName: previous?.contactName ?? '',
        contactPhone: previous?.contactPhone ?? user.mobile ?? '',
      }}
      onSend={send}
    >
      <ProForm.Item
        name="companyName"
        required
        label="企业名称"
        extra="与营业执照上的名称完全一致"
        rules={[checkRule(checkCompanyName)]}
      >
        <Input maxLength={COMPANY_NAME_MAX} autoComplete="organization" placeholder="请输入" />
      </ProForm.Item>
      <ProForm.Item
        name="creditCode"
        required
        label="统一社会信用代码"
        extra="18位，见营业执照左上方"
        normalize={(value?: string) => value?.toUpperCase()}
        rules={[checkRule(checkCreditCode)]}
      >
        <Input maxLength={22} autoComplete="off" className={styles.code} placeholder="请输入" />
      </ProForm.Item>
      <ProForm.Item
        name="licence"
        label="营业执照"
        extra={LICENCE_RULE_TEXT}
        validateTrigger="onChange"
        rules={[
          { required: true, message: '请上传营业执照图片' },
          {
            validator: (_: unknown, file?: File) =>
              file ? checkScanFile(file) : Promise.resolve(),
          },
        ]}
      >
        <ScanPicker label="营业执照" />
      </ProForm.Item>
      <ProForm.Item
        name="contactName"
        required
        label="联系人"
        rules={[checkRule(checkContactName)]}
      >
        <Input maxLength={20} autoComplete="name" placeholder="请输入" />
      </ProForm.Item>
      <ProForm.Item
        name="contactPhone"
        label="联系电话"
        extra="审核有疑问时，平台工作人员将致电此号码"
        rules={[checkRule((value) => mobileProblem(value, '联系电话'), { required: true })]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="请输入" />
      </ProForm.Item>
    </SettingsForm>
  );
}

/**
 * 企业认证: where the account stands (verified company, application in review, rejected with the
 * reason) and the application form. Verified accounts publish under the company's name; the others
 * publish as 个人.
 */
export default function VerificationPanel({ user }: { user: API.CurrentUser }) {
  const { data: latest, loading, error, refresh, mutate } = usePageData(() => getVerification());
  const [changing, setChanging] = useState(false);

  if (error) return <InlineLoadError what="企业认证信息" error={error} onRetry={refresh} />;
  if (loading && latest === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;

  // Approved since the page loaded the user: the application says so before the profile does.
  const verifiedName =
    latest?.status === 'approved' ? latest.companyName : user.verifiedName?.trim();
  const pending = latest?.status === 'pending' ? latest : undefined;
  const rejected = latest?.status === 'rejected' ? latest : undefined;
  const showForm = !pending && (!verifiedName || changing || rejected);

  return (
    <>
      {verifiedName ? (
        <Alert
          type="success"
          showIcon
          className={styles.verified}
          title={`已认证企业：${verifiedName}`}
          description="您发布的出让信息与求购需求以该企业名称展示，并标注“已认证企业”；该企业为专利权人的专利，可作为自有专利出让。"
        />
      ) : (
        <Alert
          type="info"
          showIcon
          className={styles.verified}
          title="尚未完成企业认证"
          description="未认证的账号以“个人”身份发布交易信息，出让专利时须提供专利权人的授权说明。完成企业认证后，以企业名称发布。"
        />
      )}
      {pending && (
        <Alert
          type="info"
          showIcon
          role="status"
          className={styles.verified}
          title="认证申请审核中"
          description={`${pending.companyName}（${pending.creditCode}），提交于${when(pending.submittedAt)}。平台审核后，结果将在此显示${verifiedName ? '；审核通过前，仍以当前认证企业发布' : ''}。`}
        />
      )}
      {rejected && (
        <Alert
          type="warning"
          showIcon
          className={styles.verified}
          title={`认证申请未通过（${rejected.companyName}）`}
          description={`原因：${rejected.reason ?? '未说明'}。请按原因修改后重新提交。`}
        />
      )}
      {showForm ? (
        <ApplicationForm
          user={user}
          previous={rejected}
          onSubmitted={(application) => {
            mutate(application);
            setChanging(false);
          }}
        />
      ) : (
        !pending && <Button onClick={() => setChanging(true)}>更换认证企业</Button>
      )}
    </>
  );
}
