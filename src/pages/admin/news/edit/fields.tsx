import { Form, Skeleton } from 'antd';
import classNames from 'classnames';
import { lazy, Suspense } from 'react';
import selectStyles from '@/components/NativeSelect/index.less';
import { NEWS_CATEGORIES } from '@/contract/newsArticle';
import styles from './index.less';

// The editor (Tiptap) is this page's alone: it loads after the form's frame, in its own chunk.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The editor as a form control: Form.Item gives it value, onChange, id and the error state. */
export function EditorField(
  props: {
    value?: string;
    onChange?: (html: string) => void;
    id?: string;
    'aria-invalid'?: boolean | 'true' | 'false';
  } & Pick<React.ComponentProps<typeof RichTextEditor>, 'uploadImage' | 'onImageError'>,
) {
  const { status } = Form.Item.useStatus();
  return (
    <Suspense fallback={<Skeleton.Input active block className={styles.editorSkeleton} />}>
      <RichTextEditor
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        uploadImage={props.uploadImage}
        onImageError={props.onImageError}
        invalid={status === 'error'}
      />
    </Suspense>
  );
}

/**
 * 栏目 as the browser's own select in antd's look (antd's Select would add ~28 KB gzipped to the
 * page): a form control, given value, onChange and id by Form.Item, red when refused.
 */
export function CategorySelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (category: string) => void;
  id?: string;
}) {
  const { status } = Form.Item.useStatus();
  const invalid = status === 'error';
  return (
    <select
      id={id}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      aria-invalid={invalid || undefined}
      className={classNames(selectStyles.select, styles.category, invalid && styles.invalid)}
    >
      <option value="" disabled>
        请选择栏目
      </option>
      {NEWS_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  );
}
