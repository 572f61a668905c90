import { PhoneOutlined } from '@ant-design/icons';
import { history, Link, useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Radio, Result } from 'antd';

import { PORTAL_LOGIN_PATH } from '../../constants';
import useFormRefusal from '../../hooks/useFormRefusal';
import { leaveMessage } from '../../services/website';
import { clearDraft, loadDraft, saveDraft } from '../../utils/draft';
import { feedback } from '../../utils/feedback';
import {
  bookingProblems,
  bookingWindow,
  consentProblem,
  financingProblems,
  MESSAGE_LIMITS,
  messageLabels,
  PERIOD_LABELS,
  SERVICE_HOTLINE,
  SERVICE_HOURS,
  type FinancingBounds,
} from '../../contract/messageForm';
import { appLocation } from '../../utils/navigation';
import { buildLoginUrl } from '../../utils/session';
import styles from './index.less';
import { REOPEN_PARAM } from './reopen';
import { leaveMessageRules } from './rules';
import { RADIO_GROUP_ROLE } from '@/utils/a11y';
import { problemsRule } from '@/utils/formRules';
import useSubmit from '@/hooks/useSubmit';

export interface LeaveMessageModalProps {
  open: boolean;
  onClose: () => void;
  targetType?: API.MessageTargetType;
  targetId?: string;
  /** The target's name, shown in the title: what the form is about. */
  targetTitle?: string;
  /** What the form asks for; a plain message when absent. */
  purpose?: API.MessagePurpose;
  /** The button's words, used as the title (e.g. 在线咨询); each purpose has its own by default. */
  action?: string;
  /** A financing application's bounds: the product's amount and term ranges. */
  bounds?: FinancingBounds;
  /** A financing application's institution: who receives it, with the applicant's consent. */
  lender?: string;
  /** Text the message starts with, e.g. which product it is about. */
  defaultContent?: string;
}

type Values = API.LeaveMessageParams;

// The fields each form has, so a refusal that names one shows there; any other goes above the form.
const CONTACT: (keyof Values)[] = ['name', 'mobile', 'email', 'content'];
const FORM_FIELDS: Record<API.MessagePurpose, readonly (keyof Values)[]> = {
  message: CONTACT,
  consult: CONTACT,
  financing: [...CONTACT, 'company', 'amount', 'termMonths', 'consent'],
  booking: [...CONTACT, 'preferredDate', 'preferredPeriod'],
};

const ACTIONS: Record<API.MessagePurpose, string> = {
  message: '在线留言',
  consult: '我要咨询',
  financing: '申请融资',
  booking: '预约服务',
};

const SUCCESS: Record<API.MessagePurpose, string> = {
  message: '留言已提交，我们会尽快与您联系',
  consult: '咨询已提交，我们会尽快与您联系',
  financing: '融资申请已提交：平台核对后转交金融机构，由机构与您联系；进度见“我的留言与咨询”',
  booking: '预约已提交，我们将在 1 个工作日内与您确认时间',
};

function Hotline() {
  return (
    <p className={styles.hotline}>
      <PhoneOutlined /> 不便在线填写？请致电服务热线{' '}
      <a href={`tel:${SERVICE_HOTLINE.replace(/\s/g, '')}`}>{SERVICE_HOTLINE}</a>（{SERVICE_HOURS}）
    </p>
  );
}

export default function LeaveMessageModal({
  open,
  onClose,
  targetType = 'portal',
  targetId,
  targetTitle,
  purpose = 'message',
  action = ACTIONS[purpose],
  bounds,
  lender,
  defaultContent,
}: LeaveMessageModalProps) {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  // Per account: on a shared computer the next user must not see this user's unsent text.
  const draftKey = `leaveMessage.${user?.account ?? ''}.${purpose}.${targetType}.${targetId ?? ''}`;
  const [form] = Form.useForm<Values>();
  const refusal = useFormRefusal(form, FORM_FIELDS[purpose]);
  const title = targetTitle ? `${action}：${targetTitle}` : action;
  const financing = purpose === 'financing';
  // A listing's or a demand's consultation goes to its publisher, who may see the contact.
  const toPublisher = targetType === 'listing';
  const booking = purpose === 'booking';
  const window = bookingWindow();

  const goToLogin = () => {
    const { pathname, search } = appLocation();
    const params = new URLSearchParams(search);
    params.set(REOPEN_PARAM, targetType);
    onClose();
    history.push(buildLoginUrl(PORTAL_LOGIN_PATH, { pathname, search: `?${params}` }));
  };

  // On a refusal the form keeps every value and the draft is still stored; a refusal about one
  // field shows there.
  const { sending, submit } = useSubmit(async (values: Values) => {
    refusal.clear();
    await leaveMessage({ ...values, targetType, targetId, purpose }, { skipErrorHandler: true });
    clearDraft(draftKey);
    form.resetFields();
    feedback.success(
      toPublisher ? '咨询已发送给发布者，回复会出现在“我的留言与咨询”' : SUCCESS[purpose],
    );
    onClose();
  }, refusal.show);

  const labels = messageLabels(purpose);
  const rules = leaveMessageRules(purpose);
  // A field of the application or the booking, by the shared checks of the whole form.
  const financingRule = (field: keyof Values & string) =>
    problemsRule<Values>(field, (values) => financingProblems(values, bounds));
  const bookingRule = (field: keyof Values & string) =>
    problemsRule<Values>(field, (values) => bookingProblems(values));

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden={false}
      width={560}
    >
      {user ? (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            name: user.name,
            mobile: user.mobile,
            email: user.email,
            content: defaultContent,
            ...(toPublisher ? { shareContact: true } : {}),
            ...loadDraft<Values>(draftKey),
          }}
          onValuesChange={(_, all) => saveDraft(draftKey, all)}
          onFinish={submit}
        >
          {refusal.error && (
            <Alert
              type="error"
              showIcon
              title={`${action}未能提交`}
              description={refusal.error}
              className={styles.alert}
            />
          )}
          {financing && (
            <>
              <Form.Item name="company" label="申请企业" rules={[financingRule('company')]}>
                <Input
                  maxLength={60}
                  autoComplete="organization"
                  placeholder="营业执照上的企业名称"
                />
              </Form.Item>
              <div className={styles.pair}>
                <Form.Item
                  name="amount"
                  label="申请金额（万元）"
                  rules={[financingRule('amount')]}
                  extra={bounds && `可申请 ${bounds.amountMin}-${bounds.amountMax} 万元`}
                >
                  <InputNumber min={0} precision={0} className={styles.number} />
                </Form.Item>
                <Form.Item
                  name="termMonths"
                  label="贷款期限（月）"
                  rules={[financingRule('termMonths')]}
                  extra={bounds && `可选 ${bounds.termMonthsMin}-${bounds.termMonthsMax} 个月`}
                >
                  <InputNumber min={0} precision={0} className={styles.number} />
                </Form.Item>
              </div>
            </>
          )}
          {booking && (
            <div className={styles.pair}>
              <Form.Item
                name="preferredDate"
                label="希望服务日期"
                rules={[bookingRule('preferredDate')]}
              >
                <Input type="date" min={window.first} max={window.last} />
              </Form.Item>
              <Form.Item
                name="preferredPeriod"
                label="时段"
                rules={[bookingRule('preferredPeriod')]}
              >
                <Radio.Group
                  {...RADIO_GROUP_ROLE}
                  aria-label="时段"
                  optionType="button"
                  options={Object.entries(PERIOD_LABELS).map(([value, label]) => ({
                    value,
                    label: label.slice(0, 2),
                    title: label,
                  }))}
                />
              </Form.Item>
            </div>
          )}
          <Form.Item name="name" label={labels.name} rules={rules.name}>
            <Input maxLength={MESSAGE_LIMITS.name[1]} autoComplete="name" />
          </Form.Item>
          <Form.Item name="mobile" label="手机号码" rules={rules.mobile}>
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="email" label="邮箱（选填）" rules={rules.email}>
            <Input maxLength={64} autoComplete="email" />
          </Form.Item>
          {financing || booking ? (
            <Form.Item
              name="content"
              label={financing ? '融资用途及补充说明（选填）' : '需求说明（选填）'}
              rules={rules.content}
            >
              <Input.TextArea rows={3} showCount maxLength={MESSAGE_LIMITS.content[1]} />
            </Form.Item>
          ) : (
            <Form.Item name="content" label={labels.content} rules={rules.content}>
              <Input.TextArea
                rows={5}
                showCount
                maxLength={MESSAGE_LIMITS.content[1]}
                placeholder="请描述您的需求或问题（10-500 字）"
              />
            </Form.Item>
          )}
          {financing && (
            <Form.Item
              name="consent"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, value) => {
                    const problem = consentProblem(value);
                    return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
                  },
                },
              ]}
            >
              <Checkbox>
                我同意平台将本次申请的企业名称、金额、期限和联系方式提供给
                {lender ? `“${lender}”` : '该产品的金融机构'}，用于联系我办理融资（详见
                <Link to="/gxq/legal/privacy" target="_blank">
                  《隐私政策》
                </Link>
                ）
              </Checkbox>
            </Form.Item>
          )}
          {toPublisher && (
            <Form.Item
              name="shareContact"
              valuePropName="checked"
              extra="不勾选时，发布者只能看到您的姓名和部分隐藏的手机号；平台管理员可见完整联系方式。"
            >
              <Checkbox>允许发布者查看我的手机号码和邮箱</Checkbox>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={sending} block>
            {financing
              ? '提交融资申请'
              : booking
                ? '提交预约'
                : purpose === 'consult'
                  ? '提交咨询'
                  : '提交留言'}
          </Button>
          <Hotline />
        </Form>
      ) : (
        <Result
          status="info"
          title={`登录后即可${action}`}
          subTitle="为便于回复，需要先登录；登录后将回到当前页面。"
          extra={
            <>
              <Button type="primary" onClick={goToLogin}>
                去登录
              </Button>
              <Hotline />
            </>
          }
        />
      )}
    </Modal>
  );
}
