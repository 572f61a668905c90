import { Skeleton } from 'antd';
import classNames from 'classnames';
import { lazy, Suspense } from 'react';
import FieldFrame from '@/components/LightForm/FieldFrame';
import type { FieldBinding } from '@/components/LightForm/useLightForm';
import selectStyles from '@/components/NativeSelect/index.less';
import { NEWS_CATEGORIES } from '@/contract/newsArticle';
import styles from './index.less';
import type { Values } from './values';

// The page's fields: the light form kit's frames (label, required mark, message, hint, count) around
// the browser's own boxes in antd's middle look and the rich-text editor. antd's Form and Input
// would add ~45 KB gzipped to the page.

// The editor (Squire) is this page's alone: it loads after the form's frame, in its own chunk.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface TextProps {
  field: FieldBinding;
  label: string;
  max: number;
  placeholder: string;
  /** Lines of text (the summary) rather than one. */
  rows?: number;
  /** Shows `typed / max` under the box. */
  showCount?: boolean;
  className?: string;
}

export function TextField({
  field,
  label,
  max,
  placeholder,
  rows,
  showCount,
  className,
}: TextProps) {
  const count = showCount ? { text: field.value, max } : undefined;
  return (
    <FieldFrame field={field} label={label} count={count}>
      {(aria) => {
        const common = {
          ...aria,
          id: field.id,
          name: field.name,
          value: field.value,
          maxLength: max,
          placeholder,
          className: classNames(styles.input, className),
        };
        return rows ? (
          <textarea
            {...common}
            rows={rows}
            onChange={(event) => field.onChange(event.target.value)}
          />
        ) : (
          <input {...common} type="text" onChange={(event) => field.onChange(event.target.value)} />
        );
      }}
    </FieldFrame>
  );
}

/**
 * 栏目 as the browser's own select in antd's look (antd's Select would add ~28 KB gzipped to the
 * page), red when refused.
 */
export function CategoryField({ field }: { field: FieldBinding<Values['category']> }) {
  return (
    <FieldFrame field={field} label="栏目">
      {(aria) => (
        <select
          {...aria}
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value as Values['category'])}
          className={classNames(selectStyles.select, styles.category)}
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
      )}
    </FieldFrame>
  );
}

/** 正文 in the rich-text editor, with its message and state tied to the editable area. */
export function EditorField({
  field,
  ...editor
}: { field: FieldBinding } & Pick<
  React.ComponentProps<typeof RichTextEditor>,
  'uploadImage' | 'onImageError'
>) {
  return (
    <FieldFrame field={field} label="正文">
      {(aria) => (
        <Suspense fallback={<Skeleton.Input active block className={styles.editorSkeleton} />}>
          <RichTextEditor
            {...editor}
            id={field.id}
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(field.error)}
            describedBy={aria['aria-describedby']}
          />
        </Suspense>
      )}
    </FieldFrame>
  );
}
