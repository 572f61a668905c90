import { PageContainer, type PageContainerProps } from '@ant-design/pro-components';
import styles from './index.less';

/**
 * A shell page: ProComponents' PageContainer whose title is the page's <h1>. PageContainer prints
 * its title in a <span>, and the layout's own <h1> (the system name) is hidden on phones, which
 * would leave the page without a top heading for screen readers.
 */
export default function ShellPage({ title, ...props }: PageContainerProps & { title: string }) {
  return <PageContainer title={<h1 className={styles.title}>{title}</h1>} {...props} />;
}
