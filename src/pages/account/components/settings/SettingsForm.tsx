import { Alert, Button, Form, type FormInstance } from 'antd';
import { type ReactNode } from 'react';
import type useFormRefusal from '@/hooks/useFormRefusal';
import styles from './settingsForms.less';
import useSubmit from '@/hooks/useSubmit';

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
  // What was typed stays; a refusal goes to its field, or above the form.
  const { sending, submit } = useSubmit(async (values: V) => {
    refusal.clear();
    await onSend(values);
  }, refusal.show);

  return (
    <Form<V>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={initialValues}
      onFinish={submit}
    >
      {intro}
      {refusal.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={refusal.error}
          className={styles.alert}
        />
      )}
      {children}
      <Button type="primary" htmlType="submit" loading={sending}>
        {submitText}
      </Button>
    </Form>
  );
}
