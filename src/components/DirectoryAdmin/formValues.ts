// How the directory forms hold values the backend takes in another shape.

/** A text box of one entry per line as the list the backend takes (blank lines dropped). */
export function linesOf(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

/** A list as the text box shows it, one entry per line. */
export const linesText = (list: readonly string[] | undefined) => (list ?? []).join('\n');

/** A text field's value, or undefined when it holds none (the rules then ask for it). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A number field's value: the number typed, or text that is not one, which the rules refuse
 * (…应为数字) and so is never sent; nothing when the box is empty.
 */
export const numberOf = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim()) ? value : undefined;

/** Dictionary items as select options. */
export const optionsOf = (items: readonly { label: string; value: string }[]) =>
  items.map(({ label, value }) => ({ label, value }));

/** Plain choices as select options. */
export const choices = (values: readonly string[]) =>
  values.map((value) => ({ label: value, value }));

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

type FormValues = Record<string, unknown>;

/** Which fields of a form hold values the backend takes in another shape. */
interface FieldKinds {
  /** Every field the form sends (and the backend may name in a refusal). */
  fields: readonly string[];
  /** One entry per line in a text box; a list to the backend. */
  lines?: readonly string[];
  /** Number boxes (fields.tsx NumberInput). */
  numbers?: readonly string[];
  /** Ticks: true or false, never missing. */
  flags?: readonly string[];
  /** Texts that may be left empty: not sent then. */
  optional?: readonly string[];
}

export interface FormCodec<I, R> {
  fields: readonly string[];
  /** The record as the form's values. */
  toForm: (record: R) => FormValues;
  /** The form's values as the backend takes them. */
  toInput: (values: FormValues) => I;
}

/** How a directory form turns a record into its values and its values into the backend's input. */
export function formCodec<I, R>({
  fields,
  lines = [],
  numbers = [],
  flags = [],
  optional = [],
}: FieldKinds): FormCodec<I, R> {
  return {
    fields,
    toForm: (record) => {
      const source = record as unknown as FormValues;
      const values: FormValues = {};
      for (const field of fields) values[field] = source[field];
      for (const field of lines) values[field] = linesText(source[field] as string[] | undefined);
      return values;
    },
    toInput: (values) => {
      const input: FormValues = {};
      for (const field of fields) input[field] = values[field];
      for (const field of lines) input[field] = linesOf(values[field]);
      for (const field of numbers) input[field] = numberOf(values[field]);
      for (const field of flags) input[field] = values[field] === true;
      for (const field of optional) input[field] = textOf(values[field]) || undefined;
      return input as unknown as I;
    },
  };
}
