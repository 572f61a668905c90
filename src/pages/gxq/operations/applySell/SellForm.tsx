import { Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import {
  checkApplicationNumber,
  checkLegalStatus,
  checkPatentType,
  checkPrice,
  checkSeller,
  checkTitle,
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
  SubmitRow,
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
    seller: patent.applicants[0],
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
  const { sending, sendError, send } = useTradeSubmit(form, {
    clearDraft: draft.clear,
    fields: SELL_FIELDS,
    successText: editing ? '出让信息已更新' : '出让信息已发布',
  });
  const transactionType = Form.useWatch('transactionType', form);
  const negotiable = Form.useWatch('negotiable', form);
  const openLicence = transactionType === 'open_license';
  const { state: lookup, lookup: runLookup, reset: resetLookup } = patent;
  const found = lookup.status === 'found';

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
            <Select options={options(PATENT_TYPE_LABELS)} placeholder="按申请号自动识别" />
          </Form.Item>
          <Form.Item
            name="legalStatus"
            label="法律状态（选填）"
            hidden={found}
            rules={[tradeRule(checkLegalStatus)]}
          >
            <Select options={options(LEGAL_STATUS_LABELS)} allowClear placeholder="请选择" />
          </Form.Item>
        </FieldPair>
        <Form.Item
          name="seller"
          label="出让方（选填）"
          rules={[tradeRule(checkSeller)]}
          extra="默认为专利的第一申请人；留空时使用您账号的企业名称。"
        >
          <Input maxLength={TRADE_LIMITS.sellerMax} placeholder="专利权人名称" />
        </Form.Item>
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
        submitText={editing ? '保存修改' : '提交发布'}
      />
    </Form>
  );
}
