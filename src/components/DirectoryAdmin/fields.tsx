import { ProForm } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Checkbox, Col, Input, Select, type FormRule } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import type { DirectoryDictionaries } from '../../contract/directoryRecords';
import NumberInput from './NumberInput';

// The fields of the directory forms: ProForm's items on the drawer's grid (DrawerForm) around
// antd's controls, each checked by the shared rule of its name (src/contract/directoryForm.ts),
// which the drawer gives them. A refusal of the backend is put at the field it names. The items
// hold antd's Input, Select and Checkbox rather than ProFormText and the like: those go through
// ProField, which brings every value type's renderer (~50 KB gzipped) to a drawer of text boxes.

export type DirectoryFormValues = Record<string, unknown>;

/** What the drawer gives its fields: each field's rule, by name. */
export interface DirectoryFormScope {
  ruleOf: (name: string) => FormRule;
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

const COLUMNS: Record<Span, { xs: number; sm: number }> = {
  full: { xs: 24, sm: 24 },
  half: { xs: 24, sm: 12 },
  third: { xs: 24, sm: 8 },
};

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

/** A field's place on the drawer's grid (DrawerForm's row). */
function Cell({ span = 'full', children }: { span?: Span; children: ReactNode }) {
  return <Col {...COLUMNS[span]}>{children}</Col>;
}

/** The form item's props of a field: its name, label, mark, hint and rule. */
function useItem({ name, label, extra, dependencies, optional }: FieldProps) {
  const scope = useContext(DirectoryFormContext);
  if (!scope) throw new Error('a directory field outside DirectoryFormDrawer');
  return {
    name,
    label,
    extra,
    dependencies,
    // The mark only: the shared rule says what is missing or wrong, in its own words.
    required: !optional,
    rules: [scope.ruleOf(name)],
  };
}

export function TextField({
  max,
  numeric,
  placeholder,
  disabled,
  ...props
}: FieldProps & { max: number; placeholder?: string; disabled?: boolean; numeric?: boolean }) {
  return (
    <Cell span={props.span}>
      <ProForm.Item {...useItem(props)}>
        <Input
          maxLength={max}
          placeholder={placeholder}
          disabled={disabled}
          inputMode={numeric ? 'numeric' : undefined}
        />
      </ProForm.Item>
    </Cell>
  );
}

/** Lines of text; with `max`, the count of what is typed against it under the box. */
export function AreaField({
  rows,
  max,
  ...props
}: FieldProps & { rows: number; /** Shows the count against it. */ max?: number }) {
  return (
    <Cell span={props.span}>
      <ProForm.Item {...useItem(props)}>
        <Input.TextArea rows={rows} maxLength={max} showCount={max !== undefined} />
      </ProForm.Item>
    </Cell>
  );
}

type Options = readonly { value: string; label: string }[];

/** One of `options`, or of plain `choices` (each its own label). */
export function ChoiceField({
  options,
  choices = [],
  ...props
}: FieldProps & { options?: Options; choices?: readonly string[] }) {
  const listed = options ?? choices.map((value) => ({ value, label: value }));
  return (
    <Cell span={props.span}>
      <ProForm.Item {...useItem(props)}>
        <Select
          options={[...listed]}
          placeholder="请选择"
          // A long list (the provinces) is found by typing part of a choice.
          showSearch={listed.length > 8 ? { optionFilterProp: 'label' } : undefined}
        />
      </ProForm.Item>
    </Cell>
  );
}

/**
 * antd's ticks as the form item's control, in a group named by the field's label. The item's
 * `aria-required` is left out: a group of ticks takes none (the mark beside the label says it).
 */
function Ticks({
  options,
  label,
  'aria-required': _required,
  ...group
}: {
  options: Options;
  label: string;
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  'aria-required'?: unknown;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}) {
  const { value, onChange, ...attributes } = group;
  return (
    <div role="group" aria-label={label} {...attributes}>
      <Checkbox.Group value={value} onChange={onChange} options={[...options]} />
    </div>
  );
}

/**
 * Several of a short dictionary (a dozen technical fields): ticks, all in view, in a group named
 * by the field's label. The ticked values keep the dictionary's order.
 */
export function ChoicesField({ options, ...props }: FieldProps & { options: Options }) {
  return (
    // antd's group hands back the ticked values in the options' order: the dictionary's.
    <Cell span={props.span}>
      <ProForm.Item {...useItem(props)}>
        <Ticks options={options} label={props.label} />
      </ProForm.Item>
    </Cell>
  );
}

/** A day as YYYY-MM-DD in the browser's date field (antd's Input): DatePicker costs ~33 KB. */
export function DayField({ min, max, ...props }: FieldProps & { min?: string; max?: string }) {
  return (
    <Cell span={props.span}>
      {/* An unfinished date is '' in the browser: nothing, which the rules ask for. */}
      <ProForm.Item {...useItem(props)} normalize={(value: string) => value || undefined}>
        <Input type="date" min={min} max={max} />
      </ProForm.Item>
    </Cell>
  );
}

/** A yes/no tick with its words beside it, and its hint under it. */
export function FlagField({
  name,
  text,
  extra,
  dependencies,
}: {
  name: string;
  text: string;
  extra?: ReactNode;
  /** Fields whose change checks the flag again (its rule reads them). */
  dependencies?: string[];
}) {
  const item = useItem({ name, label: text, optional: true, extra, dependencies });
  return (
    <Cell span="third">
      <ProForm.Item {...item} label={undefined} valuePropName="checked">
        <Checkbox>{text}</Checkbox>
      </ProForm.Item>
    </Cell>
  );
}

export function NumberField({
  unit,
  precision,
  ...props
}: FieldProps & { unit: string; precision: number }) {
  return (
    <Cell span={props.span}>
      <ProForm.Item {...useItem(props)}>
        <NumberInput unit={unit} decimals={precision > 0} />
      </ProForm.Item>
    </Cell>
  );
}
