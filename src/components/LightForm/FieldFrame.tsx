import classNames from 'classnames';
import type { ReactNode } from 'react';
import { charLength } from '../../contract/fieldRules';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

/** The ARIA a field's control carries, so its hint and message are read with it. */
export interface ControlAria {
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  field: Pick<FieldBinding<unknown>, 'id' | 'error' | 'required' | 'requiredMark'>;
  label: string;
  /** The hint under the field (antd's `extra`), read with the field. */
  help?: ReactNode;
  /** Shows `typed / max` characters under the field (antd's `showCount`). */
  count?: { text: string; max: number };
  /**
   * Radio buttons (`radiogroup`) or ticks (`group`): a fieldset, named by its legend, with the
   * group's state on it.
   */
  group?: 'radiogroup' | 'group';
  children: (aria: ControlAria) => ReactNode;
}

/**
 * Label, message and hint of a LightForm field around its control, in antd's vertical form look:
 * the message and hint are tied to the control (aria-describedby), the message is announced.
 */
export default function FieldFrame({
  field,
  label,
  help,
  count,
  group,
  children,
}: FieldFrameProps) {
  const errorId = `${field.id}-error`;
  const helpId = `${field.id}-help`;
  const described = [field.error && errorId, help && helpId].filter(Boolean).join(' ');
  const aria: ControlAria = {
    'aria-required': field.required || undefined,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  // The asterisk is an element, not generated content: `content: '*' / ''` (alt text) is dropped
  // whole by Safari < 17.4 and Firefox < 128, which the build targets. It sits beside the label,
  // not in it, and is hidden from readers: the label's text stays the field's name (for screen
  // readers, voice control and tests alike) and aria-required says the field is required.
  const requiredMark = field.required && field.requiredMark && (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
  // Message and hint on the left, the count on the right, as antd lays them out.
  const footer = (field.error || help || count) && (
    <div className={styles.footer}>
      <div className={styles.notes}>
        {field.error && (
          <div id={errorId} className={styles.error} role="alert">
            {field.error}
          </div>
        )}
        {help && (
          <div id={helpId} className={styles.help}>
            {help}
          </div>
        )}
      </div>
      {count && (
        // Said by the input's maxlength; the figure is for the eye.
        <span className={styles.count} aria-hidden="true">
          {charLength(count.text)} / {count.max}
        </span>
      )}
    </div>
  );

  if (group) {
    // A fieldset is a group already; aria-required is allowed on a radiogroup, not on a group.
    const { 'aria-required': required, ...groupAria } = aria;
    return (
      <fieldset
        className={classNames(styles.field, styles.group, field.error && styles.invalid)}
        role={group === 'radiogroup' ? group : undefined}
        aria-labelledby={`${field.id}-legend`}
        aria-required={group === 'radiogroup' ? required : undefined}
        {...groupAria}
      >
        {/* The group is named by the label's words alone, without the mark. */}
        <legend className={styles.label}>
          {requiredMark}
          <span id={`${field.id}-legend`}>{label}</span>
        </legend>
        {children({})}
        {footer}
      </fieldset>
    );
  }
  return (
    <div className={classNames(styles.field, field.error && styles.invalid)}>
      {requiredMark}
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {children(aria)}
      {footer}
    </div>
  );
}
