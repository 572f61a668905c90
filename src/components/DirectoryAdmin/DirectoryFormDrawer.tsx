import { Alert, Button, Drawer, Empty, Form, Row, Skeleton, Space, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import InlineLoadError from '../InlineLoadError';
import useFormRefusal from '../../hooks/useFormRefusal';
import useMediaQuery from '../../hooks/useMediaQuery';
import type { CallOptions } from '../../services/request';
import { isNotFound, versionConflictOf } from '../../utils/requestErrors';
import { feedback } from '../../utils/feedback';
import { formRule } from '../../utils/formRules';
import type { DirectoryEditor } from './DirectoryList';
import type { FormCodec } from './formValues';
import { FieldRule } from './fields';
import styles from './index.less';

type Versioned = API.DirectoryRecordState & { id: string };
type FormValues = Record<string, unknown>;
type Problems = Partial<Record<string, string>>;

/** The drawer says a refusal at its field, so the request layer does not. */
const QUIET = { skipErrorHandler: true };

/** A kind of directory record as its form handles it. */
export interface DirectoryKind<I, R extends Versioned> {
  /** 服务机构, 金融产品 …: the drawer's title says 新建 / 编辑 it. */
  noun: string;
  /** The backend's record and its changes (refusals are said here, not by the request layer). */
  api: {
    load: (id: string) => Promise<R>;
    create: (input: I, options: CallOptions) => Promise<R>;
    update: (record: { id: string; version: number }, input: I, options: CallOptions) => Promise<R>;
  };
  codec: FormCodec<I, R>;
  /** A new record's values. */
  blank: FormValues;
}

export interface DirectoryFormProps<I, R extends Versioned> extends DirectoryEditor {
  kind: DirectoryKind<I, R>;
  /** The shared rules of src/contract/directoryForm.ts: what the backend will say, said first. */
  check: (input: I) => Problems;
  /** The fields (of ./fields, which take their rule by name), given the record being edited. */
  children: (context: { record?: R; form: FormInstance }) => ReactNode;
}

/**
 * The create / edit drawer of a directory page (antd Drawer + Form; each page's form is loaded on
 * open). Every field is checked by the shared rules as it is typed, so the backend's refusal of a
 * value is rare; when it comes it is put at its field (or above the form) and what was typed
 * stays. An edit names the version it was loaded at: when another administrator saved meanwhile
 * (HTTP 409) the drawer offers to load their version or to keep these values and save over it.
 */
export default function DirectoryFormDrawer<I, R extends Versioned>({
  kind: { noun, api, codec, blank },
  editing,
  check,
  children,
  onClose,
  onSaved,
}: DirectoryFormProps<I, R>) {
  const [form] = Form.useForm();
  const refusal = useFormRefusal(form, codec.fields);
  const { toForm, toInput } = codec;
  const isNew = editing === 'new';
  const [record, setRecord] = useState<R>();
  // A ref, not state: 用我的内容覆盖 moves it and submits in the same click.
  const baseVersion = useRef<number>();
  const [loadError, setLoadError] = useState<unknown>();
  const [conflict, setConflict] = useState<R>();
  const [saving, setSaving] = useState(false);
  const phone = useMediaQuery('(max-width: 767px)');

  const fetchRecord = useCallback(async () => {
    if (isNew) return;
    setLoadError(undefined);
    try {
      const loaded = await api.load(editing);
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

  const rule = (field: string): Rule =>
    formRule<FormValues>(field, (values) => check(toInput(values))[field]);

  const submit = async (values: FormValues) => {
    refusal.clear();
    setSaving(true);
    const input = toInput({ ...form.getFieldsValue(true), ...values });
    try {
      const saved =
        isNew || !record
          ? await api.create(input, QUIET)
          : await api.update(
              { id: record.id, version: baseVersion.current ?? record.version },
              input,
              QUIET,
            );
      feedback.success(isNew ? `已新建${noun}，门户已同步展示` : '已保存，门户已同步更新');
      onSaved();
      return saved;
    } catch (failure) {
      const stale = versionConflictOf(failure);
      if (stale) setConflict(stale.current as unknown as R);
      else refusal.show(failure);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const loading = !isNew && !record && loadError === undefined;
  const ready = !loading && loadError === undefined;

  return (
    <Drawer
      open
      title={`${isNew ? '新建' : '编辑'}${noun}`}
      width={phone ? '100%' : 720}
      className={styles.drawer}
      onClose={onClose}
      footer={
        ready && (
          <div className={styles.footer}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              保存
            </Button>
          </div>
        )
      }
    >
      {/* The form stays mounted while the record loads: the loaded values go into it. */}
      <Form
        form={form}
        name="directory"
        layout="vertical"
        initialValues={isNew ? blank : undefined}
        onFinish={submit}
        scrollToFirstError
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
            <FieldRule.Provider value={rule}>
              <Row gutter={16}>{children({ record, form })}</Row>
            </FieldRule.Provider>
          </>
        )}
      </Form>
    </Drawer>
  );
}
