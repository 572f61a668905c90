import type { RefSelectProps, SelectProps } from 'antd';
import { Select } from 'antd';
import { useLayoutEffect, useRef } from 'react';

type FieldSelectProps = SelectProps & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * antd's Select inside a required Form.Item. The Form.Item marks its control `aria-required`, but
 * Select puts that on its outer <div>, where ARIA does not allow it (axe: aria-allowed-attr), and a
 * screen reader never hears that the field is required. This moves it to the combobox input.
 */
export default function FieldSelect({ 'aria-required': required, ...props }: FieldSelectProps) {
  const ref = useRef<RefSelectProps>(null);
  const isRequired = required === true || required === 'true';
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement?.querySelector('input');
    if (!input) return;
    if (isRequired) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return <Select ref={ref} {...props} />;
}
