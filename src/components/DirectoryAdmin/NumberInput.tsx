import { Input } from 'antd';
import { useState } from 'react';
import { typedNumber } from './formValues';

interface NumberInputProps {
  /** The form's value: a number, text that is not one (refused by the field's rule), or nothing. */
  value?: unknown;
  onChange?: (value: number | string | undefined) => void;
  unit: string;
  decimals: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * A number typed as text (no spinner that a wheel or an arrow changes unseen, and no silent
 * rounding or clamping as InputNumber does), with its unit after the box. What is typed stays as
 * typed (`4.`, `3.50`, full-width digits); the form holds the number, or the text when it is not
 * one. A value set from outside (a loaded record, another administrator's version) replaces it.
 */
export default function NumberInput({
  value,
  onChange,
  unit,
  decimals,
  ...aria
}: NumberInputProps) {
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  if (typedNumber(text) !== value && text !== shown) setText(shown);
  return (
    <Input
      {...aria}
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      suffix={unit}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(typedNumber(event.target.value));
      }}
    />
  );
}
