import { useModel } from '@umijs/max';
import type { ReactNode } from 'react';
import RadioField from '@/components/LightForm/RadioField';
import { fromCheck } from '@/components/LightForm/rules';
import SelectField from '@/components/LightForm/SelectField';
import SwitchField from '@/components/LightForm/SwitchField';
import TextAreaField from '@/components/LightForm/TextAreaField';
import TextField from '@/components/LightForm/TextField';
import type { FieldBinding, LightForm, Rules } from '@/components/LightForm/useLightForm';
import { TRANSACTION_TYPE_LABELS } from '@/constants';
import {
  checkCategory,
  checkContactName,
  checkContactPhone,
  checkDescription,
  checkField,
  checkTransactionType,
  TRADE_LIMITS,
  TRADE_TRANSACTION_TYPES,
} from '@/contract/tradeForm';
import { FieldPair } from './FormParts';

// The LightForm fields both trade forms have, with their rules.
/** The fields both trade forms have, as their LightForm holds them. */
export interface TradeCommonValues {
  field: string;
  category: string;
  transactionType: string;
  description: string;
  contactName: string;
  contactPhone: string;
}

type TradeForm<V extends TradeCommonValues> = LightForm<V>;

/** The dictionaries the technical field and the category are chosen from. */
export function useTradeDicts() {
  const { dicts } = useModel('dict');
  return { fields: dicts.technicalFields, categories: dicts.tradeCategory };
}

/** Rules of the fields both forms have; a dictionary not loaded yet accepts any value. */
export function commonRules<V extends TradeCommonValues>(
  dicts: ReturnType<typeof useTradeDicts>,
): Rules<V> {
  const fields = dicts.fields.map((item) => item.value);
  const categories = dicts.categories.map((item) => item.value);
  return {
    field: [fromCheck<V>((value) => checkField(value, fields))],
    category: [fromCheck<V>((value) => checkCategory(value, categories))],
    transactionType: [fromCheck<V>(checkTransactionType)],
    description: [fromCheck<V>(checkDescription)],
    contactName: [fromCheck<V>(checkContactName)],
    contactPhone: [fromCheck<V>(checkContactPhone)],
  } as Rules<V>;
}

/** The technical field (SERVICE_TechnicalFields), required by both trade forms. */
export function TechnicalField<V extends TradeCommonValues>({
  form,
  placeholder,
}: {
  form: TradeForm<V>;
  placeholder: string;
}) {
  const { fields } = useTradeDicts();
  return (
    <SelectField
      field={form.field('field')}
      label="技术领域"
      options={fields}
      placeholder={placeholder}
    />
  );
}

/** The optional trade category (ZSCQJY); left empty, the backend derives it from the transaction type. */
export function CategoryField<V extends TradeCommonValues>({ form }: { form: TradeForm<V> }) {
  const { categories } = useTradeDicts();
  return (
    <SelectField
      field={form.field('category')}
      label="交易类别（选填）"
      options={categories}
      placeholder="按交易方式默认"
    />
  );
}

const TRANSACTION_TYPE_OPTIONS = TRADE_TRANSACTION_TYPES.map((type) => ({
  value: type,
  label: TRANSACTION_TYPE_LABELS[type],
}));

export function TransactionTypeField<V extends TradeCommonValues>({
  form,
  field,
  help,
}: {
  form: TradeForm<V>;
  /** The form's binding with a change handler of the page's own. */
  field?: FieldBinding;
  help?: ReactNode;
}) {
  return (
    <RadioField
      field={field ?? form.field('transactionType')}
      label="交易方式"
      options={TRANSACTION_TYPE_OPTIONS}
      help={help}
    />
  );
}

export function DescriptionField<V extends TradeCommonValues>({
  form,
  placeholder,
}: {
  form: TradeForm<V>;
  placeholder: string;
}) {
  return (
    <TextAreaField
      field={form.field('description')}
      label="详细描述"
      rows={6}
      maxLength={TRADE_LIMITS.descriptionMax}
      placeholder={placeholder}
    />
  );
}

export function ContactFields<V extends TradeCommonValues>({ form }: { form: TradeForm<V> }) {
  return (
    <FieldPair>
      <TextField
        field={form.field('contactName')}
        label="联系人"
        maxLength={TRADE_LIMITS.contactNameMax}
        autoComplete="name"
        placeholder="姓名"
      />
      <TextField
        field={form.field('contactPhone')}
        label="手机号码"
        type="tel"
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
        placeholder="11位手机号码"
      />
    </FieldPair>
  );
}

/** An amount in 万元 (price, budget); while the item is 面议 it shows so and takes nothing. */
export function AmountField({
  field,
  label,
  negotiable,
  example,
}: {
  field: FieldBinding;
  label: string;
  negotiable: boolean;
  /** A typical amount, shown as the placeholder. */
  example: number;
}) {
  return (
    <TextField
      field={field}
      label={label}
      unit="万元"
      disabled={negotiable}
      placeholder={negotiable ? '面议' : `如 ${example}`}
      inputMode="decimal"
      maxLength={12}
    />
  );
}

/** 面议: turning it on empties the amounts it stands for (`clears`). */
export function NegotiableSwitch<V extends { negotiable: boolean }>({
  form,
  clears,
  disabled,
}: {
  form: LightForm<V>;
  clears: (keyof V & string)[];
  disabled?: boolean;
}) {
  const field = form.field('negotiable') as unknown as FieldBinding<boolean>;
  const blanks = Object.fromEntries(clears.map((name) => [name, ''])) as Partial<V>;
  return (
    <SwitchField
      field={{
        ...field,
        onChange: (on) => form.setValues({ ...(on ? blanks : {}), negotiable: on } as Partial<V>),
      }}
      label="面议"
      disabled={disabled}
    />
  );
}
