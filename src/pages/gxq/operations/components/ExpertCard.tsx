import { Tag } from 'antd';
import type { ReactNode } from 'react';
import useSnippetChars from '@/hooks/useSnippetChars';
import { snippet } from '@/utils/snippet';
import styles from './ExpertCard.less';

/** An operations expert: who, where, fields and experience. */
export default function ExpertCard({
  expert,
  fieldLabel,
  action,
}: {
  expert: API.Expert;
  fieldLabel: (field: string) => string;
  /** A control at the card's top right, e.g. 收藏. */
  action?: ReactNode;
}) {
  // Three lines beside the avatar, in a column of three or on a phone.
  const chars = useSnippetChars(48, 34);
  return (
    <article className={styles.card}>
      <div className={styles.avatar} aria-hidden>
        {expert.name.slice(0, 1)}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3>
            {expert.name} <small>{expert.title}</small>
          </h3>
          {action}
        </div>
        <div className={styles.org}>{expert.organization}</div>
        <div className={styles.tags}>
          {expert.fields.map((field) => (
            <Tag key={field} color="blue">
              {fieldLabel(field)}
            </Tag>
          ))}
        </div>
        <p>{snippet(expert.intro, chars, [expert.name, expert.organization])}</p>
        <div className={styles.meta}>
          从业 {expert.yearsOfExperience} 年 · 服务项目 {expert.serviceCount} 个 · 擅长{' '}
          {expert.specialties.join('、')}
        </div>
      </div>
    </article>
  );
}
