import { NumberField } from './fields';

// The directory forms' number fields: counts and the two ends of a product's ranges.

export { NumberField };

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
