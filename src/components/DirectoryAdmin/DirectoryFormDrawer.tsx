import { DrawerForm } from '@ant-design/pro-components';
import { Alert, Empty, Form, Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import EditConflictAlert from '../EditConflictAlert';
import InlineLoadError from '../InlineLoadError';
import useMediaQuery, { PHONE_QUERY } from '../../hooks/useMediaQuery';
import type { CallOptions } from '../../services/request';
import { refusalOf } from '../../utils/refusal';
import { isNotFound, versionConflictOf } from '../../utils/requestErrors';
import { feedback } from '../../utils/feedback';
import type { DirectoryEditor } from './DirectoryList';
import type { FormCodec } from './formValues';
import { DirectoryFormContext, type DirectoryFormValues } from './fields';
import styles from './index.less';

type Versioned = API.DirectoryRecordState & { id: string };
type FormValues = DirectoryFormValues;
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
  children: (context: { record?: R }) => ReactNode;
}

/**
 * The create / edit drawer of a directory page (antd Drawer around the light form kit; each page's
 * form is loaded on open). Every field is checked by the shared rules as it is typed, so the
 * backend's refusal of a value is rare; when it comes it is put at its field (or above the form)
 * and what was typed stays. An edit names the version it was loaded at: when another
 * administrator saved meanwhile (HTTP 409) the drawer offers to load their version or to keep
 * these values and save over it.
 */
export default function DirectoryFormDrawer<I, R extends Versioned>({
  kind: { noun, api, codec, blank },
  editing,
  check,
  children,
  onClose,
  onSaved,
}: DirectoryFormProps<I, R>) {
  const { toForm, toInput, fields } = codec;
  const isNew = editing === 'new';
  const [form] = Form.useForm<FormValues>();
  // Each field's rule is its entry in the record's problems, as the backend would name them.
  const scope = {
    ruleOf: (field: string) => ({
      validator: async () => {
        const problem = check(toInput(form.getFieldsValue(true)))[field];
        if (problem) throw new Error(problem);
      },
    }),
  };
  const [record, setRecord] = useState<R>();
  // A ref, not state: 用我的内容覆盖 moves it and submits in the same click.
  const baseVersion = useRef<number>(undefined);
  const [loadError, setLoadError] = useState<unknown>();
  const [conflict, setConflict] = useState<R>();
  const [formError, setFormError] = useState<string>();
  const phone = useMediaQuery(PHONE_QUERY);

  const fetchRecord = useCallback(async () => {
    if (isNew) return;
    setLoadError(undefined);
    try {
      const loaded = await api.load(editing);
      setRecord(loaded);
      baseVersion.current = loaded.version;
      // Loaded values are not checked until changed or saved: no message greets the editor.
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

  const save = async () => {
    setFormError(undefined);
    const input = toInput(form.getFieldsValue(true));
    try {
      if (isNew || !record) await api.create(input, QUIET);
      else
        await api.update(
          { id: record.id, version: baseVersion.current ?? record.version },
          input,
          QUIET,
        );
      feedback.success(isNew ? `已新建${noun}，门户已同步展示` : '已保存，门户已同步更新');
      onSaved();
    } catch (failure) {
      const stale = versionConflictOf(failure);
      if (stale) {
        setConflict(stale.current as unknown as R);
        return false;
      }
      const refusal = refusalOf(failure, fields);
      if (refusal.field) {
        form.setFields([{ name: refusal.field, errors: [refusal.message] }]);
        form.focusField(refusal.field);
      } else setFormError(refusal.message);
    }
    // The list closes the drawer (onSaved) by its URL; a refused one stays open as typed.
    return false;
  };

  const loading = !isNew && !record && loadError === undefined;
  const ready = !loading && loadError === undefined;

  return (
    <DrawerForm<FormValues>
      open
      form={form}
      title={`${isNew ? '新建' : '编辑'}${noun}`}
      layout="vertical"
      grid
      rowProps={{ gutter: 16 }}
      initialValues={isNew ? blank : undefined}
      // The first refused field comes into view with the caret in it.
      scrollToFirstError={{ focus: true }}
      autoFocusFirstInput={false}
      drawerProps={{
        size: phone ? '100%' : 720,
        className: styles.drawer,
        onClose,
        destroyOnHidden: true,
      }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onFinish={save}
      submitter={
        ready && {
          searchConfig: { submitText: '保存', resetText: '取消' },
          resetButtonProps: { onClick: onClose },
        }
      }
    >
      {loadError !== undefined ? (
        <div className={styles.whole}>
          {isNotFound(loadError) ? (
            <Empty description={`未找到该${noun}，它可能已被删除`} />
          ) : (
            <InlineLoadError what={`${noun}信息`} error={loadError} onRetry={fetchRecord} />
          )}
        </div>
      ) : loading ? (
        <Skeleton className={styles.whole} active paragraph={{ rows: 10 }} />
      ) : (
        <>
          {conflict && (
            <EditConflictAlert
              className={styles.formAlert}
              title="保存失败：这条记录刚被其他管理员修改过"
              description="您填写的内容仍保留在表单中。可以载入对方保存的最新内容，或保留您的内容并覆盖保存。"
              onLoadLatest={() => {
                form.setFieldsValue(toForm(conflict));
                setRecord(conflict);
                baseVersion.current = conflict.version;
                setConflict(undefined);
              }}
              onKeepMine={() => {
                baseVersion.current = conflict.version;
                setConflict(undefined);
                form.submit();
              }}
              keepLabel="用我的内容覆盖"
            />
          )}

          {formError && (
            <Alert type="error" showIcon className={styles.formAlert} title={formError} />
          )}
          <DirectoryFormContext.Provider value={scope}>
            {children({ record })}
          </DirectoryFormContext.Provider>
        </>
      )}
    </DrawerForm>
  );
}
