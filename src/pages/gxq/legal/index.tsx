import { Link, useParams } from '@umijs/max';
import LegalText from '@/components/LegalText';
import { isLegalDocKey, LEGAL_DOCUMENTS } from '@/components/LegalText/texts';
import NotFoundBlock from '@/components/NotFoundBlock';
import useItemTitle from '@/hooks/useItemTitle';
import styles from './index.less';

/** /gxq/legal/terms (用户服务协议) and /gxq/legal/privacy (隐私政策), linked from the footer and registration. */
export default function LegalPage() {
  const { doc } = useParams<{ doc: string }>();
  const known = isLegalDocKey(doc);
  useItemTitle(known ? LEGAL_DOCUMENTS[doc].title : undefined);
  return (
    <div className={styles.page}>
      {known ? (
        <article className={styles.article}>
          <h1>{LEGAL_DOCUMENTS[doc].title}</h1>
          <LegalText doc={doc} />
          <nav className={styles.other} aria-label="相关文件">
            {doc === 'terms' ? (
              <Link to="/gxq/legal/privacy">阅读《隐私政策》</Link>
            ) : (
              <Link to="/gxq/legal/terms">阅读《用户服务协议》</Link>
            )}
          </nav>
        </article>
      ) : (
        <NotFoundBlock
          title="未找到该文件"
          description="您要查看的文件不存在，请从页面底部的链接进入。"
          to="/gxq/legal/terms"
          linkText="查看用户服务协议"
        />
      )}
    </div>
  );
}
