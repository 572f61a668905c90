import { ProForm } from '@ant-design/pro-components';
import { Input, Select, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { NEWS_CATEGORIES, NEWS_LIMITS } from '@/contract/newsArticle';
import styles from './index.less';
import { ruleOf } from './values';

// The page's fields: ProForm's, each checked by the shared rule of its name
// (src/contract/newsArticle.ts), and the rich-text editor as the body's control.

// The editor (Squire) is this page's alone: it loads after the form's frame, in its own chunk.
const RichTextEditor = lazy(
  () => import(/* webpackChunkName: "admin-news-editor" */ './RichTextEditor'),
);

type EditorProps = Pick<
  React.ComponentProps<typeof RichTextEditor>,
  'uploadImage' | 'onImageError'
>;

export function TitleField() {
  return (
    <ProForm.Item name="title" label="标题" required rules={[ruleOf('title')]}>
      <Input placeholder="2–100 个字符" maxLength={NEWS_LIMITS.titleMax} showCount />
    </ProForm.Item>
  );
}

export function CategoryField() {
  return (
    <ProForm.Item
      name="category"
      label="栏目"
      required
      rules={[ruleOf('category')]}
      // The form holds '' for no category; the select shows its placeholder then.
      getValueProps={(value: string) => ({ value: value || undefined })}
    >
      <Select
        className={styles.category}
        placeholder="请选择栏目"
        options={NEWS_CATEGORIES.map((category) => ({ value: category, label: category }))}
        allowClear={false}
      />
    </ProForm.Item>
  );
}

/** 摘要: written by the editor, or left blank to follow the body (`auto`: it is so now). */
export function SummaryField({ auto }: { auto?: string }) {
  return (
    <ProForm.Item
      name="summary"
      label="摘要"
      rules={[ruleOf('summary')]}
      extra={
        auto
          ? `未填写摘要：列表与首页显示正文开头“${auto.slice(0, 40)}…”，修改正文后随之更新`
          : '不填则取正文开头（小标题除外），并随正文更新'
      }
    >
      <Input.TextArea placeholder="选填" maxLength={NEWS_LIMITS.summaryMax} showCount rows={2} />
    </ProForm.Item>
  );
}

export function SourceField() {
  return (
    <ProForm.Item name="source" label="来源" rules={[ruleOf('source')]}>
      <Input
        className={styles.source}
        placeholder="选填，如 示范区知识产权服务中心"
        maxLength={NEWS_LIMITS.sourceMax}
      />
    </ProForm.Item>
  );
}

/** The editor as the form item's control: its id, value and state as antd's Form gives them. */
function EditorControl({
  id,
  value,
  onChange,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  ...editor
}: EditorProps & {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}) {
  return (
    <Suspense fallback={<Skeleton.Input active block className={styles.editorSkeleton} />}>
      <RichTextEditor
        {...editor}
        id={id}
        value={value ?? ''}
        onChange={(html) => onChange?.(html)}
        invalid={invalid === true || invalid === 'true'}
        describedBy={describedBy}
      />
    </Suspense>
  );
}

/** 正文 in the rich-text editor, its message and state tied to the editable area. */
export function EditorField(editor: EditorProps) {
  return (
    <ProForm.Item name="content" label="正文" required rules={[ruleOf('content')]}>
      <EditorControl {...editor} />
    </ProForm.Item>
  );
}
