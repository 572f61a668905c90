import { ProForm } from '@ant-design/pro-components';
import { Alert, type FormInstance } from 'antd';
import { type ReactNode } from 'react';
import type useFormRefusal from '@/hooks/useFormRefusal';
import styles from './settingsForms.less';

interface SettingsFormProps<V> {
  form: FormInstance<V>;
  /** Where a refused send is shown (the form's own useFormRefusal). */
  refusal: ReturnType<typeof useFormRefusal>;
  submitText: string;
  initialValues?: Partial<V>;
  /** Sends the values (with skipErrorHandler) and does what follows a success. */
  onSend: (values: V) => Promise<void>;
  /** Shown above the refusal, e.g. what the form changes. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A settings form: one submit button, and a refused send shown at its field or above the form. */
export default function SettingsForm<V>({
  form,
  refusal,
  submitText,
  initialValues,
  onSend,
  intro,
  children,
}: SettingsFormProps<V>) {
  return (
    <ProForm<V>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={initialValues}
      // What was typed stays; a refusal goes to its field, or above the form. ProForm keeps the
      // button loading (and a second press idle) until the send ends.
      onFinish={async (values) => {
        refusal.clear();
        try {
          await onSend(values);
        } catch (failure) {
          refusal.show(failure);
        }
      }}
      submitter={{
        searchConfig: { submitText },
        resetButtonProps: false,
      }}
    >
      {intro}
      {refusal.error && (
        <Alert type="error" showIcon role="alert" title={refusal.error} className={styles.alert} />
      )}
      {children}
    </ProForm>
  );
}
