import DateField from '@/components/LightForm/DateField';
import { fromCheck } from '@/components/LightForm/rules';
import SelectField from '@/components/LightForm/SelectField';
import TagField from '@/components/LightForm/TagField';
import TextField from '@/components/LightForm/TextField';
import useLightForm, { type Rules } from '@/components/LightForm/useLightForm';
import { PATENT_TYPE_LABELS } from '@/constants';
import {
  addIsoDays,
  checkBudgetMax,
  checkBudgetMin,
  checkDeadline,
  DEADLINE_RULE_TEXT,
  checkKeywords,
  checkPatentType,
  checkTitle,
  latestDeadline,
  shanghaiToday,
  TRADE_LIMITS,
} from '@/contract/tradeForm';
import {
  FieldPair,
  FormSection,
  PublisherField,
  REVIEW_PROMISE,
  ReviewNotice,
  SubmitRow,
  SubmittedView,
} from '../apply/FormParts';
import {
  AmountField,
  CategoryField,
  commonRules,
  ContactFields,
  DescriptionField,
  NegotiableSwitch,
  TechnicalField,
  TransactionTypeField,
  useTradeDicts,
} from '../apply/TradeFields';
import useFormDraft from '../apply/useFormDraft';
import useTradeSubmit from '../apply/useTradeSubmit';
import { draftKey } from '../apply/EditedTransaction';
import { BUY_FIELDS, buyDefaults, fromBuyItem, toBuyBody, type BuyValues } from './buyValues';
import styles from './index.less';

const PATENT_TYPE_OPTIONS = Object.entries(PATENT_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const REQUIRED: (keyof BuyValues)[] = [
  'field',
  'title',
  'keywords',
  'transactionType',
  'deadline',
  'description',
  'contactName',
  'contactPhone',
];

const isBlank = (value: string) => !value.trim();

function buyRules(dicts: ReturnType<typeof useTradeDicts>, today: string): Rules<BuyValues> {
  return {
    ...commonRules<BuyValues>(dicts),
    title: [fromCheck(checkTitle)],
    keywords: [fromCheck<BuyValues, string[]>((value) => checkKeywords(value, true))],
    patentType: [fromCheck((value) => checkPatentType(value))],
    budgetMin: [
      fromCheck((value, values) =>
        !values.negotiable && isBlank(value) && isBlank(values.budgetMax)
          ? '请填写预算范围，或选择“面议”'
          : checkBudgetMin(value),
      ),
    ],
    budgetMax: [fromCheck((value, values) => checkBudgetMax(value, values.budgetMin))],
    deadline: [fromCheck((value) => checkDeadline(value, today))],
  };
}

interface BuyFormProps {
  user: API.CurrentUser;
  /** The user's demand being changed; a new one when absent. */
  editing?: API.IpcTransaction;
}

export default function BuyForm({ user, editing }: BuyFormProps) {
  const initial = editing ? fromBuyItem(editing) : buyDefaults(user);
  const draft = useFormDraft(draftKey('buy', user, editing), initial, editing?.version);
  // The browser's clock, as a day in Asia/Shanghai (as the backend counts it): the deadline
  // must come after it and within 5 years.
  const today = shanghaiToday();
  const dicts = useTradeDicts();
  const form = useLightForm<BuyValues>({ ...initial, ...draft.restored }, buyRules(dicts, today), {
    onValuesChange: draft.save,
    requiredMark: true,
    required: REQUIRED,
  });
  const submit = useTradeSubmit({
    showErrors: form.showErrors,
    draft,
    fields: BUY_FIELDS,
    successText: editing ? '求购需求已更新，等待平台审核' : '求购需求已提交，等待平台审核',
    editing,
    getValues: form.getValues,
    loadItem: (item) => form.setValues(fromBuyItem(item)),
  });
  const { sending, sendError, duplicate, saved, send } = submit;
  // The stored item as last known: after a conflict, the one the user chose to go on from.
  const stored = submit.item;
  const { negotiable } = form.values;

  if (saved) return <SubmittedView item={saved} kind="buy" editing={Boolean(editing)} />;

  return (
    <form name="buy" noValidate onSubmit={form.handleSubmit((values) => send(toBuyBody(values)))}>
      {stored && <ReviewNotice item={stored} kind="buy" />}
      <FormSection title="需求信息">
        <TechnicalField form={form} placeholder="请选择需求所属的技术领域" />
        <TextField
          field={form.field('title')}
          label="需求标题"
          maxLength={TRADE_LIMITS.titleMax}
          showCount
          placeholder="如：求购固态电池电解质相关发明专利"
        />
        <TagField
          field={form.field('keywords')}
          label="关键词"
          help={`1-${TRADE_LIMITS.keywordsMax} 个，输入后按回车或逗号确认`}
          maxLength={TRADE_LIMITS.keywordLengthMax}
          placeholder="如：固态电池、电解质"
        />
        <FieldPair>
          <SelectField
            field={form.field('patentType')}
            label="专利类型（选填）"
            options={PATENT_TYPE_OPTIONS}
            placeholder="不限"
          />
          <CategoryField form={form} />
        </FieldPair>
        <TransactionTypeField form={form} />
      </FormSection>

      <FormSection title="预算与期限">
        <div className={styles.budget}>
          <AmountField
            field={{ ...form.field('budgetMin'), required: !negotiable }}
            label="预算下限"
            negotiable={negotiable}
            example={20}
          />
          <AmountField
            field={form.field('budgetMax')}
            label="预算上限"
            negotiable={negotiable}
            example={80}
          />
          <NegotiableSwitch form={form} clears={['budgetMin', 'budgetMax']} />
        </div>
        <DateField
          field={form.field('deadline')}
          label="需求截止日期"
          help={DEADLINE_RULE_TEXT}
          min={addIsoDays(today, 1)}
          max={latestDeadline(today)}
        />
        <DescriptionField
          form={form}
          placeholder="说明需要解决的技术问题、期望的技术指标、应用场景和合作方式等（20-2000 字）"
        />
      </FormSection>

      <FormSection title="联系方式">
        <PublisherField label="需求方" user={user} />
        <ContactFields form={form} />
      </FormSection>
      <SubmitRow
        sending={sending}
        sendError={sendError}
        duplicate={duplicate}
        kind="buy"
        promise={REVIEW_PROMISE.buy}
        conflict={submit.conflict}
        resolved={submit.resolved}
        onReload={submit.reloadLatest}
        onKeep={submit.keepMine}
        submitText={
          !stored ? '提交需求' : stored.status === 'takenDown' ? '保存修改' : '保存并重新提交审核'
        }
      />
    </form>
  );
}
