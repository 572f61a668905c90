import { Alert, Button, Drawer, Empty, Skeleton, Space } from 'antd';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import InlineLoadError from '../InlineLoadError';
import useLightForm, { type Rules } from '../LightForm/useLightForm';
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
  // Each field's rule is its entry in the record's problems, as the backend would name them.
  const rules: Rules<FormValues> = Object.fromEntries(
    fields.map((field) => [
      field,
      [(_: unknown, values: FormValues) => check(toInput(values))[field]],
    ]),
  );
  const form = useLightForm<FormValues>(isNew ? blank : {}, rules);
  // Which fields follow which (a range's upper end its lower), as the fields declare it.
  const followers = useRef(new Map<string, Set<string>>());
  const follow = useCallback((field: string, on: readonly string[]) => {
    for (const leader of on) {
      if (!followers.current.has(leader)) followers.current.set(leader, new Set());
      followers.current.get(leader)!.add(field);
    }
  }, []);
  const [record, setRecord] = useState<R>();
  // A ref, not state: 用我的内容覆盖 moves it and submits in the same click.
  const baseVersion = useRef<number>();
  const [loadError, setLoadError] = useState<unknown>();
  const [conflict, setConflict] = useState<R>();
  const [formError, setFormError] = useState<string>();
  const phone = useMediaQuery(PHONE_QUERY);
  const formId = useId();

  const fetchRecord = useCallback(async () => {
    if (isNew) return;
    setLoadError(undefined);
    try {
      const loaded = await api.load(editing);
      setRecord(loaded);
      baseVersion.current = loaded.version;
      // Loaded values are not checked until changed or saved: no message greets the editor.
      form.setValues(toForm(loaded), []);
    } catch (failure) {
      setLoadError(failure);
    }
    // The loaders are the page's own, fixed per page; the record follows `editing`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, isNew]);

  useEffect(() => {
    fetchRecord();
  }, [fetchRecord]);

  const save = async (values: FormValues) => {
    setFormError(undefined);
    const input = toInput(values);
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
      if (stale) {
        setConflict(stale.current as unknown as R);
        return undefined;
      }
      const refusal = refusalOf(failure, fields);
      if (refusal.field) form.showErrors({ [refusal.field]: refusal.message });
      else setFormError(refusal.message);
      return undefined;
    }
  };
  const submit = form.handleSubmit(save);

  // A change also re-checks the fields that follow it, once they hold a value.
  const scope = {
    form: {
      ...form,
      field: (name: string) => {
        const binding = form.field(name);
        return {
          ...binding,
          onChange: (value: unknown) => {
            binding.onChange(value);
            const values = form.getValues();
            const filled = [...(followers.current.get(name) ?? [])].filter(
              (follower) => values[follower] !== undefined && values[follower] !== '',
            );
            if (filled.length) form.validate(filled, false);
          },
        };
      },
    },
    follow,
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
            <Button type="primary" htmlType="submit" form={formId} loading={form.submitting}>
              保存
            </Button>
          </div>
        )
      }
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
        <form id={formId} noValidate onSubmit={submit}>
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
                      form.setValues(toForm(conflict), []);
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
                      // Sent from here: this button leaves the page with the warning.
                      submit({ preventDefault: () => undefined } as FormEvent);
                    }}
                  >
                    用我的内容覆盖
                  </Button>
                </Space>
              }
            />
          )}
          {formError && (
            <Alert type="error" showIcon className={styles.formAlert} message={formError} />
          )}
          <DirectoryFormContext.Provider value={scope}>
            <div className={styles.grid}>{children({ record })}</div>
          </DirectoryFormContext.Provider>
        </form>
      )}
    </Drawer>
  );
}
