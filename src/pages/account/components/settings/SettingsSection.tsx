import { useId, type ReactNode } from 'react';
import styles from './settingsForms.less';

/** A block of 个人设置 (基本信息, 修改密码 …): a titled panel in a card's look, without ProCard's code. */
export default function SettingsSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
