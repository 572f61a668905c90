import { useModel } from '@umijs/max';
import { Checkbox, Col, Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import classNames from 'classnames';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { DirectoryDictionaries } from '../../contract/directoryRecords';
import look from '../NativeSelect/index.less';
import styles from './index.less';

// The fields of the directory forms: antd Form.Items in the drawer's grid, each checked by the
// shared rule of its name (src/contract/directoryForm.ts), which the drawer provides.

/** The drawer's rule of a field by name. */
export const FieldRule = createContext<(field: string) => Rule>(() => ({}));

/** The dictionaries the rules check choices against. */
export function useDirectoryDictionaries(): DirectoryDictionaries {
  const { dicts } = useModel('dict');
  return {
    technicalFields: dicts.technicalFields.map((d) => d.value),
    mainServices: dicts.mainService.map((d) => d.value),
    financeCategories: dicts.financeCategory.map((d) => d.value),
  };
}

/** How much of the drawer's row a field takes; a phone gives each field the whole row. */
const SPANS = { full: { xs: 24 }, half: { xs: 24, sm: 12 }, third: { xs: 24, sm: 8 } };

interface FieldProps {
  name: string;
  label: string;
  span?: keyof typeof SPANS;
  extra?: ReactNode;
  tooltip?: string;
  /** Fields whose change re-checks this one (a range's other end). */
  dependencies?: string[];
  /** Not asked for (no mark); its rule still checks what is typed. */
  optional?: boolean;
}

function Field({
  name,
  label,
  span = 'full',
  extra,
  tooltip,
  dependencies,
  optional,
  children,
}: FieldProps & { children: ReactElement }) {
  const rule = useContext(FieldRule);
  return (
    <Col {...SPANS[span]}>
      <Form.Item
        name={name}
        label={label}
        required={!optional}
        rules={[rule(name)]}
        extra={extra}
        tooltip={tooltip}
        dependencies={dependencies}
      >
        {children}
      </Form.Item>
    </Col>
  );
}

type Options = readonly { value: string; label: string }[];

export function TextField({
  max,
  placeholder,
  disabled,
  numeric,
  ...field
}: FieldProps & { max: number; placeholder?: string; disabled?: boolean; numeric?: boolean }) {
  return (
    <Field {...field}>
      <Input
        maxLength={max}
        placeholder={placeholder}
        disabled={disabled}
        inputMode={numeric ? 'numeric' : undefined}
      />
    </Field>
  );
}

export function AreaField({
  rows,
  max,
  ...field
}: FieldProps & { rows: number; /** Shows the count against it. */ max?: number }) {
  return (
    <Field {...field}>
      <Input.TextArea rows={rows} maxLength={max} showCount={max !== undefined} />
    </Field>
  );
}

export function NumberField({
  unit,
  precision,
  min,
  ...field
}: FieldProps & { unit: string; precision: number; min?: number }) {
  return (
    <Field {...field}>
      <InputNumber addonAfter={unit} precision={precision} min={min} className={styles.wide} />
    </Field>
  );
}

/** A number field's spec: [name, label, unit, decimals, the field it must not be below]. */
export type NumberSpec = readonly [string, string, string, number, string?];

/** Number fields side by side, two a row: a record's counts, or the two ends of its ranges. */
export function NumberFields({ specs, min }: { specs: readonly NumberSpec[]; min?: number }) {
  return specs.map(([name, label, unit, precision, low]) => (
    <NumberField
      key={name}
      name={name}
      label={label}
      span="half"
      unit={unit}
      precision={precision}
      min={min}
      dependencies={low ? [low] : undefined}
    />
  ));
}

interface ControlProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V | undefined) => void;
}

/** The browser's select in antd's look: antd's Select would add ~28 KB to the drawer. */
function NativeChoice({
  id,
  value,
  onChange,
  options,
}: ControlProps<string> & { options: Options }) {
  return (
    <select
      id={id}
      className={classNames(look.select, styles.choice)}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value || undefined)}
    >
      <option value="" disabled>
        请选择
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** One of `options`, or of plain `choices` (each its own label). */
export function ChoiceField({
  options,
  choices = [],
  ...field
}: FieldProps & { options?: Options; choices?: readonly string[] }) {
  return (
    <Field {...field}>
      <NativeChoice options={options ?? choices.map((value) => ({ value, label: value }))} />
    </Field>
  );
}

/** Several of a short dictionary (a dozen technical fields): ticks, all in view. */
function Ticks({
  id,
  value,
  onChange,
  options,
  label,
}: ControlProps<string[]> & { options: Options; label: string }) {
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group
        className={styles.ticks}
        value={value}
        onChange={(checked) => onChange?.(checked as string[])}
        options={options.map(({ value: option, label: text }) => ({ value: option, label: text }))}
      />
    </div>
  );
}

export function ChoicesField({ options, ...field }: FieldProps & { options: Options }) {
  return (
    <Field {...field}>
      <Ticks options={options} label={field.label} />
    </Field>
  );
}

/** A day as YYYY-MM-DD in the browser's date field: antd's DatePicker costs ~35 KB. */
function DayInput({
  id,
  value,
  onChange,
  min,
  max,
}: ControlProps<string> & { min?: string; max?: string }) {
  return (
    <input
      id={id}
      type="date"
      className={styles.day}
      value={value ?? ''}
      min={min}
      max={max}
      onChange={(event) => onChange?.(event.target.value || undefined)}
    />
  );
}

export function DayField({ min, max, ...field }: FieldProps & { min?: string; max?: string }) {
  return (
    <Field {...field}>
      <DayInput min={min} max={max} />
    </Field>
  );
}

/** A yes/no tick with its words beside it. */
export function FlagField({
  name,
  text,
  extra,
}: {
  name: string;
  text: string;
  extra?: ReactNode;
}) {
  return (
    <Col {...SPANS.third}>
      <Form.Item name={name} valuePropName="checked" extra={extra}>
        <Checkbox>{text}</Checkbox>
      </Form.Item>
    </Col>
  );
}
