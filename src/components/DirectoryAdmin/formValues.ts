import dayjs, { type Dayjs } from 'dayjs';

// How the directory forms hold values the backend takes in another shape.

const DAY = 'YYYY-MM-DD';

/** A date picker's value as the backend's `YYYY-MM-DD` (a typed string passes as it is). */
export function dayOf(value: unknown): string | undefined {
  if (dayjs.isDayjs(value)) return (value as Dayjs).format(DAY);
  return typeof value === 'string' ? value : undefined;
}

/** A `YYYY-MM-DD` as a date picker's value. */
export function pickerDay(day: string | undefined): Dayjs | undefined {
  return day ? dayjs(day, DAY) : undefined;
}

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

/** A number field's value (antd's InputNumber gives null when cleared). */
export const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Dictionary items as select options. */
export const optionsOf = (items: readonly { label: string; value: string }[]) =>
  items.map(({ label, value }) => ({ label, value }));

/** Plain choices as select options. */
export const choices = (values: readonly string[]) =>
  values.map((value) => ({ label: value, value }));
