import { Alert, Form, Input, InputNumber, Switch, type FormInstance } from 'antd';
import FieldSelect from '@/components/FieldSelect';
import { useEffect } from 'react';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import {
  checkApplicationNumber,
  checkAuthorization,
  checkLegalStatus,
  checkPatentType,
  checkPrice,
  checkTitle,
  needsAuthorization,
  patentHolder,
  publisherName,
  TRADE_LIMITS,
  tradeRule,
} from '@/utils/tradeForms';
import { applicationNumberType, formatApplicationNumber } from '@/utils/validators';
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
import { fromSellItem, SELL_FIELDS, sellDefaults, toSellBody, type SellValues } from './sellValues';
import NumberField from './NumberField';
import type usePatentLookup from './usePatentLookup';
import styles from './index.less';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The patent's own values, as the form's fields take them. */
function patentValues(patent: API.PatentDetail): Partial<SellValues> {
  return {
    title: patent.title.slice(0, TRADE_LIMITS.titleMax),
    patentType: patent.type,
    legalStatus: patent.legalStatus,
  };
}

/** Blanks for the fields that still hold what `patent` filled in (the user's edits stay). */
function unchangedFrom(patent: API.PatentDetail, form: FormInstance<SellValues>) {
  const stale: Partial<Record<keyof SellValues, undefined>> = {};
  for (const [name, value] of Object.entries(patentValues(patent))) {
    const key = name as keyof SellValues;
    if (key !== 'patentType' && form.getFieldValue(key) === value) stale[key] = undefined;
  }
  return stale;
}

interface SellFormProps {
  user: API.CurrentUser;
  patent: ReturnType<typeof usePatentLookup>;
  /** The user's listing being changed; a new one when absent. */
  editing?: API.IpcTransaction;
}

export default function SellForm({ user, patent, editing }: SellFormProps) {
  const [form] = Form.useForm<SellValues>();
  // A change has its own draft, so it never mixes with a new listing being written.
  const draft = useFormDraft<SellValues>(draftKey('sell', user, editing));
  const { sending, sendError, duplicate, saved, send } = useTradeSubmit(form, {
    clearDraft: draft.clear,
    fields: SELL_FIELDS,
    successText: editing ? '出让信息已更新，等待平台审核' : '出让信息已提交，等待平台审核',
  });
  const transactionType = Form.useWatch('transactionType', form);
  const negotiable = Form.useWatch('negotiable', form);
  const openLicence = transactionType === 'open_license';
  const { state: lookup, lookup: runLookup, reset: resetLookup } = patent;
  const found = lookup.status === 'found';
  const seller = publisherName(user);
  const holder = found ? patentHolder(lookup.patent) : undefined;
  // Someone else's patent (or one the database cannot confirm) is offered as 代理/授权出让.
  const authorizationRequired = needsAuthorization(holder, seller);

  const persist = () => draft.save(form.getFieldsValue(true));

  /** Looks the number up; `fill` replaces the patent's fields, `restore` only fills blank ones. */
  const lookUp = async (mode: 'fill' | 'restore') => {
    const raw: string = form.getFieldValue('applicationNumber') ?? '';
    if (checkApplicationNumber(raw)) {
      if (mode === 'fill') form.validateFields(['applicationNumber']).catch(() => undefined);
      return;
    }
    const detail = await runLookup(raw);
    if (!detail) return;
    const current = form.getFieldsValue(true) as SellValues;
    const fromPatent = { ...patentValues(detail), field: current.field || detail.field };
    const patch =
      mode === 'fill'
        ? fromPatent
        : Object.fromEntries(
            Object.entries(fromPatent).filter(([name]) =>
              isBlank(current[name as keyof SellValues]),
            ),
          );
    form.setFieldsValue(patch);
    persist();
    const filled = Object.keys(patch).filter(
      (name) => !isBlank(form.getFieldValue(name as keyof SellValues)),
    );
    form.validateFields(filled).catch(() => undefined);
  };

  const lookUpOnBlur = () => {
    const raw: string = form.getFieldValue('applicationNumber') ?? '';
    const number = formatApplicationNumber(raw.trim());
    if (lookup.status !== 'idle' && lookup.number === number) return;
    lookUp('fill');
  };

  const initialValues = {
    ...(editing ? fromSellItem(editing) : sellDefaults(user)),
    ...draft.restored,
  };

  // A restored draft, or the listing being changed, shows its patent card again without
  // overwriting what was typed.
  useEffect(() => {
    if (initialValues.applicationNumber) lookUp('restore');
    // Once, for the values the form mounted with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValuesChange = (changed: Partial<SellValues>) => {
    if ('applicationNumber' in changed) {
      // Another number: what the previous patent filled in no longer applies.
      if (lookup.status === 'found') form.setFieldsValue(unchangedFrom(lookup.patent, form));
      resetLookup();
      const type = applicationNumberType(changed.applicationNumber ?? '');
      if (type) form.setFieldValue('patentType', type);
    }
    if (changed.negotiable) form.setFieldValue('price', null);
    // The fee of an open licence must be declared (Patent Law art. 50): no 面议.
    if (changed.transactionType === 'open_license') form.setFieldValue('negotiable', false);
    persist();
  };

  if (saved) return <SubmittedView item={saved} kind="sell" editing={Boolean(editing)} />;

  return (
    <Form<SellValues>
      form={form}
      name="sell"
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={(values) =>
        send({ ...toSellBody({ ...form.getFieldsValue(true), ...values }), id: editing?.id })
      }
      scrollToFirstError={{ block: 'center' }}
      requiredMark
    >
      {editing && <ReviewNotice item={editing} kind="sell" />}
      <FormSection title="专利信息">
        <NumberField lookup={lookup} onLookUp={() => lookUp('fill')} onBlur={lookUpOnBlur} />
        <Form.Item name="title" label="专利名称" required rules={[tradeRule(checkTitle)]}>
          <Input
            maxLength={TRADE_LIMITS.titleMax}
            showCount
            placeholder="查询申请号后自动填入，也可手动填写"
          />
        </Form.Item>
        <FieldPair>
          <Form.Item
            name="patentType"
            label="专利类型"
            hidden={found}
            dependencies={['applicationNumber']}
            rules={[
              ({ getFieldValue }) =>
                tradeRule((value) => checkPatentType(value, getFieldValue('applicationNumber'))),
            ]}
          >
            <FieldSelect options={options(PATENT_TYPE_LABELS)} placeholder="按申请号自动识别" />
          </Form.Item>
          <Form.Item
            name="legalStatus"
            label="法律状态（选填）"
            hidden={found}
            rules={[tradeRule(checkLegalStatus)]}
          >
            <FieldSelect options={options(LEGAL_STATUS_LABELS)} allowClear placeholder="请选择" />
          </Form.Item>
        </FieldPair>
        <PublisherField
          label="出让方"
          name={seller}
          extra={
            found && !authorizationRequired
              ? '您的账号认证名称与专利权人一致。'
              : '按账号的认证名称展示，不能在此修改。'
          }
        />
        {authorizationRequired && (
          <>
            <Alert
              type="warning"
              showIcon
              className={styles.authNotice}
              message={
                holder
                  ? `该专利的专利权人为“${holder}”，与您的账号认证名称不同，将以“代理/授权出让”发布。`
                  : '未能确认该专利的专利权人，将以“代理/授权出让”发布。'
              }
              description="请说明专利权人的授权情况（授权方、授权范围与期限、授权文件编号等），平台审核时将核实。"
            />
            <Form.Item
              name="authorization"
              label="授权说明"
              required
              rules={[tradeRule((value) => checkAuthorization(value, true))]}
            >
              <Input.TextArea
                rows={3}
                showCount
                maxLength={TRADE_LIMITS.authorizationMax}
                placeholder={`如：受专利权人委托代理出让，授权书编号……（${TRADE_LIMITS.authorizationMin}-${TRADE_LIMITS.authorizationMax} 字）`}
              />
            </Form.Item>
          </>
        )}
      </FormSection>

      <FormSection title="交易条件">
        <TransactionTypeField
          extra={
            openLicence
              ? '开放许可须声明许可使用费及支付方式（《专利法》第五十条），不能选择面议。'
              : undefined
          }
        />
        <FieldPair narrowSecond>
          <Form.Item
            name="price"
            label={openLicence ? '许可使用费' : '价格'}
            required
            dependencies={['negotiable', 'transactionType']}
            rules={[
              ({ getFieldValue }) =>
                tradeRule((value) => {
                  const type = getFieldValue('transactionType');
                  if (getFieldValue('negotiable')) return checkPrice(null, type);
                  if (isBlank(value) && type !== 'open_license') return '请填写价格，或选择“面议”';
                  return checkPrice(value, type);
                }),
            ]}
          >
            <InputNumber
              className={styles.numberInput}
              addonAfter="万元"
              disabled={negotiable}
              placeholder={negotiable ? '面议' : '如 50'}
              inputMode="decimal"
            />
          </Form.Item>
          <Form.Item name="negotiable" label="面议" valuePropName="checked">
            <Switch disabled={openLicence} />
          </Form.Item>
        </FieldPair>
        <FieldPair>
          <TechnicalFieldItem placeholder="请选择" />
          <CategoryItem />
        </FieldPair>
        <DescriptionField placeholder="介绍专利的技术方案、应用场景、技术成熟度和对受让方的要求等（20-2000 字）" />
      </FormSection>

      <FormSection title="联系方式">
        <ContactFields />
      </FormSection>
      <SubmitRow
        sending={sending}
        sendError={sendError}
        duplicate={duplicate}
        kind="sell"
        promise={REVIEW_PROMISE.sell}
        submitText={
          !editing ? '提交审核' : editing.status === 'takenDown' ? '保存修改' : '保存并重新提交审核'
        }
      />
    </Form>
  );
}
