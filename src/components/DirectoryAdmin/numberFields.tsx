import { useState } from 'react';
import type { ControlAria } from '../LightForm/FieldFrame';
import type { FieldBinding } from '../LightForm/useLightForm';
import { Framed, useField, type FieldProps } from './fields';
import { typedNumber } from './formValues';
import styles from './index.less';

// The directory forms' number fields: counts and the two ends of a product's ranges.

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
