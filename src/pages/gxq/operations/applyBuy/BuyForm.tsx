import { DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import FieldSelect from '@/components/FieldSelect';
import dayjs, { type Dayjs } from 'dayjs';
import { PATENT_TYPE_LABELS } from '@/constants';
import {
  checkBudgetMax,
  checkBudgetMin,
  checkDeadline,
  checkKeywords,
  checkPatentType,
  checkTitle,
  publisherName,
  TRADE_LIMITS,
  tradeRule,
} from '@/utils/tradeForms';
import {
  CategoryItem,
  ContactFields,
  DescriptionField,
  FieldPair,
  FormSection,
  PublisherField,
  REVIEW_PROMISE,
  ReviewNotice,
  SubmitRow,
  SubmittedView,
  TransactionTypeField,
  TechnicalFieldItem,
} from '../apply/FormParts';
import useFormDraft from '../apply/useFormDraft';
import useTradeSubmit from '../apply/useTradeSubmit';
import { draftKey } from '../apply/EditedTransaction';
import {
  BUY_DATE_FIELDS,
  BUY_FIELDS,
  buyDefaults,
  fromBuyItem,
  toBuyBody,
  type BuyValues,
} from './buyValues';
import styles from './index.less';

const PATENT_TYPE_OPTIONS = Object.entries(PATENT_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

interface BuyFormProps {
  user: API.CurrentUser;
  /** The user's demand being changed; a new one when absent. */
  editing?: API.IpcTransaction;
}

export default function BuyForm({ user, editing }: BuyFormProps) {
  const [form] = Form.useForm<BuyValues>();
  const draft = useFormDraft<BuyValues>(draftKey('buy', user, editing), BUY_DATE_FIELDS);
  const { sending, sendError, duplicate, saved, send } = useTradeSubmit(form, {
    clearDraft: draft.clear,
    fields: BUY_FIELDS,
    successText: editing ? '求购需求已更新，等待平台审核' : '求购需求已提交，等待平台审核',
  });
  const negotiable = Form.useWatch('negotiable', form);
  // The browser's day: the deadline must come after it.
  const today = dayjs().format('YYYY-MM-DD');

  const onValuesChange = (changed: Partial<BuyValues>) => {
    if (changed.negotiable) form.setFieldsValue({ budgetMin: null, budgetMax: null });
    draft.save(form.getFieldsValue(true));
  };

  if (saved) return <SubmittedView item={saved} kind="buy" editing={Boolean(editing)} />;

  return (
    <Form<BuyValues>
      form={form}
      name="buy"
      layout="vertical"
      initialValues={{
        ...(editing ? fromBuyItem(editing) : buyDefaults(user)),
        ...draft.restored,
      }}
      onValuesChange={onValuesChange}
      onFinish={(values) =>
        send({ ...toBuyBody({ ...form.getFieldsValue(true), ...values }), id: editing?.id })
      }
      scrollToFirstError={{ block: 'center' }}
    >
      {editing && <ReviewNotice item={editing} kind="buy" />}
      <FormSection title="需求信息">
        <TechnicalFieldItem placeholder="请选择需求所属的技术领域" />
        <Form.Item name="title" label="需求标题" required rules={[tradeRule(checkTitle)]}>
          <Input
            maxLength={TRADE_LIMITS.titleMax}
            showCount
            placeholder="如：求购固态电池电解质相关发明专利"
          />
        </Form.Item>
        <Form.Item
          name="keywords"
          label="关键词"
          required
          rules={[tradeRule((value) => checkKeywords(value, true))]}
          extra={`1-${TRADE_LIMITS.keywordsMax} 个，输入后按回车或逗号确认`}
        >
          <FieldSelect
            mode="tags"
            notFoundContent={null}
            tokenSeparators={[',', '，', '、', ';', '；']}
            placeholder="如：固态电池、电解质"
            suffixIcon={null}
          />
        </Form.Item>
        <FieldPair>
          <Form.Item
            name="patentType"
            label="专利类型（选填）"
            rules={[tradeRule((value) => checkPatentType(value))]}
          >
            <FieldSelect options={PATENT_TYPE_OPTIONS} allowClear placeholder="不限" />
          </Form.Item>
          <CategoryItem />
        </FieldPair>
        <TransactionTypeField />
      </FormSection>

      <FormSection title="预算与期限">
        <div className={styles.budget}>
          <Form.Item
            name="budgetMin"
            label="预算下限"
            required={!negotiable}
            dependencies={['negotiable']}
            rules={[
              ({ getFieldValue }) =>
                tradeRule((value) =>
                  !getFieldValue('negotiable') &&
                  isBlank(value) &&
                  isBlank(getFieldValue('budgetMax'))
                    ? '请填写预算范围，或选择“面议”'
                    : checkBudgetMin(value),
                ),
            ]}
          >
            <InputNumber
              className={styles.amount}
              addonAfter="万元"
              disabled={negotiable}
              placeholder={negotiable ? '面议' : '如 20'}
              inputMode="decimal"
            />
          </Form.Item>
          <Form.Item
            name="budgetMax"
            label="预算上限"
            dependencies={['budgetMin', 'negotiable']}
            rules={[
              ({ getFieldValue }) =>
                tradeRule((value) => checkBudgetMax(value, getFieldValue('budgetMin'))),
            ]}
          >
            <InputNumber
              className={styles.amount}
              addonAfter="万元"
              disabled={negotiable}
              placeholder={negotiable ? '面议' : '如 80'}
              inputMode="decimal"
            />
          </Form.Item>
          <Form.Item name="negotiable" label="面议" valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        <Form.Item
          name="deadline"
          label="需求截止日期"
          required
          rules={[tradeRule((value) => checkDeadline(value, today))]}
        >
          <DatePicker
            className={styles.amount}
            disabledDate={(date: Dayjs) => date.format('YYYY-MM-DD') <= today}
            placeholder="请选择晚于今天的日期"
          />
        </Form.Item>
        <DescriptionField placeholder="说明需要解决的技术问题、期望的技术指标、应用场景和合作方式等（20-2000 字）" />
      </FormSection>

      <FormSection title="联系方式">
        <PublisherField label="需求方" name={publisherName(user)} />
        <ContactFields />
      </FormSection>
      <SubmitRow
        sending={sending}
        sendError={sendError}
        duplicate={duplicate}
        kind="buy"
        promise={REVIEW_PROMISE.buy}
        submitText={
          !editing ? '提交需求' : editing.status === 'takenDown' ? '保存修改' : '保存并重新提交审核'
        }
      />
    </Form>
  );
}
