import { DrawerForm } from '@ant-design/pro-components';
import { Alert, Button, Empty, Form, Skeleton, Space, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import InlineLoadError from '../InlineLoadError';
import useFormRefusal from '../../hooks/useFormRefusal';
import useMediaQuery from '../../hooks/useMediaQuery';
import { isNotFound, versionConflictOf } from '../../utils/requestErrors';
import { feedback } from '../../utils/feedback';
import styles from './index.less';

type Versioned = API.DirectoryRecordState & { id: string };
type FormValues = Record<string, unknown>;
type Problems = Partial<Record<string, string>>;

export interface DirectoryFormProps<I, R extends Versioned> {
  /** 服务机构, 金融产品 …: the drawer's title says 新建 / 编辑 it. */
  noun: string;
  /** 'new', or the id of the record to edit (from the URL). */
  editing: string;
  load: (id: string) => Promise<R>;
  /** The record as the form's values; `blank` is the new record's. */
  toForm: (record: R) => FormValues;
  blank: FormValues;
  /** The form's values as the backend takes them (lines → lists, days → YYYY-MM-DD). */
  toInput: (values: FormValues) => I;
  /** The shared rules of src/contract/directoryForm.ts: what the backend will say, said first. */
  check: (input: I) => Problems;
  /** The fields the backend may name in a refusal. */
  fields: readonly string[];
  create: (input: I) => Promise<R>;
  update: (record: { id: string; version: number }, input: I) => Promise<R>;
  /** The fields, given the rule of a field by name and the record being edited. */
  children: (
    rule: (field: string) => Rule,
    context: { record?: R; form: FormInstance },
  ) => ReactNode;
  onClose: () => void;
  onSaved: (record: R) => void;
}

/**
 * The create / edit drawer of a directory page. Every field is checked by the shared rules as it
 * is typed, so the backend's refusal of a value is rare; when it comes it is put at its field (or
 * above the form) and what was typed stays. An edit names the version it was loaded at: when
 * another administrator saved meanwhile (HTTP 409) the drawer offers to load their version or to
 * keep these values and save over it.
 */
export default function DirectoryFormDrawer<I, R extends Versioned>({
  noun,
  editing,
  load,
  toForm,
  blank,
  toInput,
  check,
  fields,
  create,
  update,
  children,
  onClose,
  onSaved,
}: DirectoryFormProps<I, R>) {
  const [form] = Form.useForm();
  const refusal = useFormRefusal(form, fields);
  const isNew = editing === 'new';
  const [record, setRecord] = useState<R>();
  // A ref, not state: 用我的内容覆盖 moves it and submits in the same click.
  const baseVersion = useRef<number>();
  const [loadError, setLoadError] = useState<unknown>();
  const [conflict, setConflict] = useState<R>();
  const phone = useMediaQuery('(max-width: 767px)');

  const fetchRecord = useCallback(async () => {
    if (isNew) return;
    setLoadError(undefined);
    try {
      const loaded = await load(editing);
      setRecord(loaded);
      baseVersion.current = loaded.version;
      form.setFieldsValue(toForm(loaded));
    } catch (failure) {
      setLoadError(failure);
    }
    // The loaders are the page's own, fixed per page; the record follows `editing`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, isNew]);

  useEffect(() => {
    fetchRecord();
  }, [fetchRecord]);

  const rule = (field: string): Rule => ({
    validator: () => {
      const problem = check(toInput(form.getFieldsValue(true)))[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  const submit = async (values: FormValues) => {
    refusal.clear();
    const input = toInput({ ...form.getFieldsValue(true), ...values });
    try {
      const saved =
        isNew || !record
          ? await create(input)
          : await update({ id: record.id, version: baseVersion.current ?? record.version }, input);
      feedback.success(isNew ? `已新建${noun}，门户已同步展示` : '已保存，门户已同步更新');
      onSaved(saved);
      return true;
    } catch (failure) {
      const stale = versionConflictOf(failure);
      if (stale) setConflict(stale.current as unknown as R);
      else refusal.show(failure);
      return false;
    }
  };

  const title = `${isNew ? '新建' : '编辑'}${noun}`;
  const loading = !isNew && !record && loadError === undefined;

  return (
    <DrawerForm
      open
      title={title}
      form={form}
      initialValues={isNew ? blank : undefined}
      width={phone ? '100%' : 720}
      grid
      rowProps={{ gutter: 16 }}
      drawerProps={{ destroyOnClose: true, onClose, className: styles.drawer }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      submitter={
        loading || loadError !== undefined
          ? false
          : { searchConfig: { submitText: '保存', resetText: '取消' } }
      }
      onFinish={submit}
    >
      {loadError !== undefined ? (
        isNotFound(loadError) ? (
          <Empty description={`未找到该${noun}，它可能已被删除`} />
        ) : (
          <InlineLoadError what={`${noun}信息`} error={loadError} onRetry={fetchRecord} />
        )
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          {conflict && (
            <Alert
              type="warning"
              showIcon
              className={styles.formAlert}
              message="保存失败：这条记录刚被其他管理员修改过"
              description="您填写的内容仍保留在表单中。可以载入对方保存的最新内容，或保留您的内容并覆盖保存。"
              action={
                <Space direction="vertical">
                  <Button
                    size="small"
                    onClick={() => {
                      form.setFieldsValue(toForm(conflict));
                      setRecord(conflict);
                      baseVersion.current = conflict.version;
                      setConflict(undefined);
                    }}
                  >
                    载入最新内容
                  </Button>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => {
                      baseVersion.current = conflict.version;
                      setConflict(undefined);
                      form.submit();
                    }}
                  >
                    用我的内容覆盖
                  </Button>
                </Space>
              }
            />
          )}
          {refusal.error && (
            <Alert type="error" showIcon className={styles.formAlert} message={refusal.error} />
          )}
          {children(rule, { record, form })}
        </>
      )}
    </DrawerForm>
  );
}
