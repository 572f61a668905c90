import { useModel } from '@umijs/max';
import classNames from 'classnames';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { DirectoryDictionaries } from '../../contract/directoryRecords';
import FieldFrame, { type ControlAria } from '../LightForm/FieldFrame';
import type { FieldBinding, LightForm } from '../LightForm/useLightForm';
import look from '../NativeSelect/index.less';
import styles from './index.less';

// The fields of the directory forms: the light form kit's frames (label, required mark, message,
// hint, tied to the control for readers) around the browser's own controls in antd's middle size,
// on the drawer's grid. Each field is checked by the shared rule of its name
// (src/contract/directoryForm.ts), which the drawer gives the form. antd's Form with its Input,
// InputNumber and Checkbox would add ~55 KB gzipped to a list opened with its drawer (?edit=new).

export type DirectoryFormValues = Record<string, unknown>;

/** What the drawer gives its fields: the form, and a way to say which fields a field follows. */
export interface DirectoryFormScope {
  form: LightForm<DirectoryFormValues>;
  /** `field` is checked again when one of `on` changes (a range's upper end follows its lower). */
  follow: (field: string, on: readonly string[]) => void;
}

export const DirectoryFormContext = createContext<DirectoryFormScope | null>(null);

/** The dictionaries the rules check choices against. */
export function useDirectoryDictionaries(): DirectoryDictionaries {
  const { dicts } = useModel('dict');
  return {
    technicalFields: dicts.technicalFields.map((d) => d.value),
    mainServices: dicts.mainService.map((d) => d.value),
    financeCategories: dicts.financeCategory.map((d) => d.value),
  };
}

/** How much of the drawer's row a field takes; below 576 px each field takes the whole row. */
type Span = 'full' | 'half' | 'third';

interface FieldProps {
  name: string;
  label: string;
  span?: Span;
  /** The hint under the field, read with it. */
  extra?: ReactNode;
  /** Fields whose change re-checks this one (a range's other end). */
  dependencies?: string[];
  /** Not asked for (no mark); its rule still checks what is typed. */
  optional?: boolean;
}

/** The form's binding of a field, marked required unless it is optional. */
function useField<T>({ name, dependencies, optional }: FieldProps): FieldBinding<T> {
  const scope = useContext(DirectoryFormContext);
  if (!scope) throw new Error('a directory field outside DirectoryFormDrawer');
  if (dependencies) scope.follow(name, dependencies);
  return {
    ...(scope.form.field(name) as FieldBinding<unknown> as FieldBinding<T>),
    required: !optional,
    requiredMark: true,
  };
}

function Cell({ span = 'full', children }: { span?: Span; children: ReactNode }) {
  return <div className={classNames(styles.cell, styles[span])}>{children}</div>;
}

/** A field's frame in its cell, its control given the field's id and ARIA. */
function Framed<T>({
  field,
  props,
  count,
  children,
}: {
  field: FieldBinding<T>;
  props: FieldProps;
  count?: { text: string; max: number };
  children: (aria: ControlAria) => ReactNode;
}) {
  return (
    <Cell span={props.span}>
      <FieldFrame field={field} label={props.label} help={props.extra} count={count}>
        {children}
      </FieldFrame>
    </Cell>
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function TextField({
  max,
  placeholder,
  disabled,
  numeric,
  ...props
}: FieldProps & { max: number; placeholder?: string; disabled?: boolean; numeric?: boolean }) {
  const field = useField<unknown>(props);
  return (
    <Framed field={field} props={props}>
      {(aria) => (
        <input
          {...aria}
          id={field.id}
          name={field.name}
          type="text"
          className={styles.input}
          value={textOf(field.value)}
          maxLength={max}
          placeholder={placeholder}
          disabled={disabled}
          inputMode={numeric ? 'numeric' : undefined}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </Framed>
  );
}

/** Lines of text; with `max`, the count of what is typed against it under the box. */
export function AreaField({
  rows,
  max,
  ...props
}: FieldProps & { rows: number; /** Shows the count against it. */ max?: number }) {
  const field = useField<unknown>(props);
  const text = textOf(field.value);
  return (
    <Framed field={field} props={props} count={max === undefined ? undefined : { text, max }}>
      {(aria) => (
        <textarea
          {...aria}
          id={field.id}
          name={field.name}
          className={styles.input}
          rows={rows}
          maxLength={max}
          value={text}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </Framed>
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
  field,
  unit,
  decimals,
  aria,
}: {
  field: FieldBinding<unknown>;
  unit: string;
  decimals: boolean;
  aria: ControlAria;
}) {
  const { value } = field;
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  if (typedNumber(text) !== value && text !== shown) setText(shown);
  return (
    <span className={styles.numberBox}>
      <input
        {...aria}
        id={field.id}
        name={field.name}
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        className={styles.input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(typedNumber(event.target.value));
        }}
      />
      <span className={styles.unit}>{unit}</span>
    </span>
  );
}

export function NumberField({
  unit,
  precision,
  ...props
}: FieldProps & { unit: string; precision: number }) {
  const field = useField<unknown>(props);
  return (
    <Framed field={field} props={props}>
      {(aria) => <NumberInput field={field} unit={unit} decimals={precision > 0} aria={aria} />}
    </Framed>
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

type Options = readonly { value: string; label: string }[];

/** One of `options`, or of plain `choices` (each its own label), in the browser's select. */
export function ChoiceField({
  options,
  choices = [],
  ...props
}: FieldProps & { options?: Options; choices?: readonly string[] }) {
  const field = useField<unknown>(props);
  const listed = options ?? choices.map((value) => ({ value, label: value }));
  return (
    <Framed field={field} props={props}>
      {(aria) => (
        <select
          {...aria}
          id={field.id}
          name={field.name}
          className={classNames(look.select, styles.choice)}
          value={textOf(field.value)}
          onChange={(event) => field.onChange(event.target.value || undefined)}
        >
          <option value="" disabled>
            请选择
          </option>
          {listed.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Framed>
  );
}

/**
 * Several of a short dictionary (a dozen technical fields): ticks, all in view, in a group named
 * by the field's label. The ticked values keep the dictionary's order.
 */
export function ChoicesField({ options, ...props }: FieldProps & { options: Options }) {
  const field = useField<unknown>(props);
  const ticked = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (changed: string, on: boolean) =>
    field.onChange(
      options
        .map((option) => option.value)
        .filter((option) => (option === changed ? on : ticked.includes(option))),
    );
  return (
    <Cell span={props.span}>
      <FieldFrame field={field} label={props.label} help={props.extra} group="group">
        {() => (
          <div className={styles.ticks}>
            {options.map((option, index) => (
              <label key={option.value} className={styles.tick}>
                <input
                  // The form focuses this id when the group fails: its first tick.
                  id={index === 0 ? field.id : undefined}
                  type="checkbox"
                  checked={ticked.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
      </FieldFrame>
    </Cell>
  );
}

/** A day as YYYY-MM-DD in the browser's date field: antd's DatePicker costs ~35 KB. */
export function DayField({ min, max, ...props }: FieldProps & { min?: string; max?: string }) {
  const field = useField<unknown>(props);
  return (
    <Framed field={field} props={props}>
      {(aria) => (
        <input
          {...aria}
          id={field.id}
          name={field.name}
          type="date"
          className={styles.input}
          value={textOf(field.value)}
          min={min}
          max={max}
          onChange={(event) => field.onChange(event.target.value || undefined)}
        />
      )}
    </Framed>
  );
}

/** A yes/no tick with its words beside it, and its hint under it. */
export function FlagField({
  name,
  text,
  extra,
}: {
  name: string;
  text: string;
  extra?: ReactNode;
}) {
  const field = useField<unknown>({ name, label: text, optional: true });
  const hintId = `${field.id}-help`;
  return (
    <Cell span="third">
      <div className={styles.flag}>
        <label className={styles.tick}>
          <input
            id={field.id}
            name={field.name}
            type="checkbox"
            checked={field.value === true}
            aria-describedby={extra ? hintId : undefined}
            onChange={(event) => field.onChange(event.target.checked)}
          />
          {text}
        </label>
        {extra && (
          <div id={hintId} className={styles.hint}>
            {extra}
          </div>
        )}
      </div>
    </Cell>
  );
}
