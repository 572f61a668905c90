import { useModel } from '@umijs/max';
import classNames from 'classnames';
import { createContext, useContext, type InputHTMLAttributes, type ReactNode } from 'react';
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

export interface FieldProps {
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
export function useField<T>({ name, dependencies, optional }: FieldProps): FieldBinding<T> {
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
export function Framed<T>({
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

/** A box of one line: text, or a day as YYYY-MM-DD in the browser's date field. */
function Box({
  props,
  type,
  ...input
}: {
  props: FieldProps;
  type: 'text' | 'date';
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'maxLength' | 'placeholder' | 'disabled' | 'inputMode' | 'min' | 'max'
>) {
  const field = useField<unknown>(props);
  return (
    <Framed field={field} props={props}>
      {(aria) => (
        <input
          {...aria}
          {...input}
          id={field.id}
          name={field.name}
          type={type}
          className={styles.input}
          value={textOf(field.value)}
          // An unfinished date is '' in the browser: nothing, which the rules ask for.
          onChange={(event) =>
            field.onChange(event.target.value || (type === 'date' ? undefined : ''))
          }
        />
      )}
    </Framed>
  );
}

export function TextField({
  max,
  numeric,
  placeholder,
  disabled,
  ...props
}: FieldProps & { max: number; placeholder?: string; disabled?: boolean; numeric?: boolean }) {
  return (
    <Box
      props={props}
      type="text"
      maxLength={max}
      placeholder={placeholder}
      disabled={disabled}
      inputMode={numeric ? 'numeric' : undefined}
    />
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
  return <Box props={props} type="date" min={min} max={max} />;
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
