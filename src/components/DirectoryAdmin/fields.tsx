import { useModel } from '@umijs/max';
import { Col, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import classNames from 'classnames';
import {
  createContext,
  useContext,
  useState,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { charLength } from '../../contract/fieldRules';
import type { DirectoryDictionaries } from '../../contract/directoryRecords';
import look from '../NativeSelect/index.less';
import styles from './index.less';

// The fields of the directory forms: antd Form.Items in the drawer's grid, each checked by the
// shared rule of its name (src/contract/directoryForm.ts), which the drawer provides. The
// controls are the browser's own in antd's look: antd's Input, InputNumber and Checkbox would add
// ~33 KB gzipped to a page opened with its drawer (?edit=new), past the shell's 450 KB.

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

/**
 * What Form.Item gives its control: the field's id (its label's target), value and change, and
 * its state for readers (aria-required, aria-invalid, aria-describedby naming message and hint).
 */
type ControlProps<V> = {
  id?: string;
  value?: V;
  onChange?: (value: V | undefined) => void;
} & Pick<InputHTMLAttributes<HTMLElement>, 'aria-describedby' | 'aria-invalid' | 'aria-required'>;

/** A line of text in antd's input look. */
function TextInput({
  value,
  onChange,
  ...rest
}: ControlProps<string> &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'maxLength' | 'placeholder' | 'disabled' | 'inputMode'
  >) {
  return (
    <input
      {...rest}
      type="text"
      className={styles.input}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

export function TextField({
  max,
  placeholder,
  disabled,
  numeric,
  ...field
}: FieldProps & { max: number; placeholder?: string; disabled?: boolean; numeric?: boolean }) {
  return (
    <Field {...field}>
      <TextInput
        maxLength={max}
        placeholder={placeholder}
        disabled={disabled}
        inputMode={numeric ? 'numeric' : undefined}
      />
    </Field>
  );
}

/** Lines of text; with `max`, the count of what is typed against it under the box. */
function AreaInput({
  value,
  onChange,
  rows,
  max,
  ...rest
}: ControlProps<string> & { rows: number; max?: number }) {
  const text = value ?? '';
  return (
    <div className={styles.area}>
      <textarea
        {...rest}
        className={styles.input}
        rows={rows}
        maxLength={max}
        value={text}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {max !== undefined && (
        // Said by the box's maxlength; the figure is for the eye.
        <span className={styles.count} aria-hidden="true">
          {charLength(text)} / {max}
        </span>
      )}
    </div>
  );
}

export function AreaField({
  rows,
  max,
  ...field
}: FieldProps & { rows: number; /** Shows the count against it. */ max?: number }) {
  return (
    <Field {...field}>
      <AreaInput rows={rows} max={max} />
    </Field>
  );
}

/** Digits typed with a Chinese input method come full-width (１２．５). */
const halfWidth = (text: string) =>
  text.replace(/[０-９．－]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

/**
 * A typed number as the form holds it: nothing for an empty box, the number when the text is one
 * (`4.` while a decimal is being typed), else the text itself, which the field's rule refuses
 * (…应为数字) rather than taking it as empty.
 */
export function typedNumber(text: string): number | string | undefined {
  const plain = halfWidth(text).trim();
  if (!plain) return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : text;
}

/**
 * A number typed as text (no spinner that a wheel or an arrow changes unseen), with its unit
 * after the box. What is typed stays as typed (`4.`, `3.50`); a value set from outside (a loaded
 * record, another administrator's version) replaces it.
 */
function NumberInput({
  value,
  onChange,
  unit,
  decimals,
  ...rest
}: ControlProps<number | string> & {
  unit: string;
  decimals: boolean;
}) {
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  if (typedNumber(text) !== value && text !== shown) setText(shown);
  return (
    <span className={styles.numberBox}>
      <input
        {...rest}
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        className={styles.input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange?.(typedNumber(event.target.value));
        }}
      />
      <span className={styles.unit}>{unit}</span>
    </span>
  );
}

export function NumberField({
  unit,
  precision,
  ...field
}: FieldProps & { unit: string; precision: number }) {
  return (
    <Field {...field}>
      <NumberInput unit={unit} decimals={precision > 0} />
    </Field>
  );
}

/** A number field's spec: [name, label, unit, decimals, the field it must not be below]. */
export type NumberSpec = readonly [string, string, string, number, string?];

/** Number fields side by side, two a row: a record's counts, or the two ends of its ranges. */
export function NumberFields({ specs }: { specs: readonly NumberSpec[] }) {
  return specs.map(([name, label, unit, precision, low]) => (
    <NumberField
      key={name}
      name={name}
      label={label}
      span="half"
      unit={unit}
      precision={precision}
      dependencies={low ? [low] : undefined}
    />
  ));
}

/** The browser's select in antd's look: antd's Select would add ~28 KB to the drawer. */
function NativeChoice({
  value,
  onChange,
  options,
  ...rest
}: ControlProps<string> & { options: Options }) {
  return (
    <select
      {...rest}
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

/**
 * Several of a short dictionary (a dozen technical fields): ticks, all in view, named as a group
 * by the field's label. The ticked values keep the dictionary's order.
 */
function Ticks({
  id,
  value = [],
  onChange,
  options,
  label,
  // Not allowed on a group (axe: aria-allowed-attr); the mark beside the label says it.
  'aria-required': _required,
  ...aria
}: ControlProps<string[]> & { options: Options; label: string }) {
  const toggle = (changed: string, ticked: boolean) =>
    onChange?.(
      options
        .map((option) => option.value)
        .filter((option) => (option === changed ? ticked : value.includes(option))),
    );
  return (
    <div id={id} role="group" aria-label={label} className={styles.ticks} {...aria}>
      {options.map((option) => (
        <label key={option.value} className={styles.tick}>
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
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
  value,
  onChange,
  ...rest
}: ControlProps<string> & { min?: string; max?: string }) {
  return (
    <input
      {...rest}
      type="date"
      className={styles.input}
      value={value ?? ''}
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

/** A tick (true or false) with its words beside it. */
function Flag({
  checked,
  onChange,
  text,
  ...rest
}: Omit<ControlProps<boolean>, 'value'> & { checked?: boolean; text: string }) {
  return (
    <label className={styles.tick}>
      <input
        {...rest}
        type="checkbox"
        checked={checked === true}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      {text}
    </label>
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
        <Flag text={text} />
      </Form.Item>
    </Col>
  );
}
