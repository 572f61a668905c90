import { PrinterOutlined, ShopOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Button, Skeleton, Space, Tag } from 'antd';
import LinkButton from '@/components/LinkButton';
import FavoriteButton from '@/components/FavoriteButton';
import NotFoundBlock from '@/components/NotFoundBlock';
import RecordError from '@/components/RecordError';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { getPatentDetail } from '@/services/data';
import { LEGAL_STATUS_COLORS } from '../result/HitItem';
import styles from './index.less';
import Passport from './Passport';
import { Bibliography, Claims, Description, Family, LegalEvents, References } from './Sections';
import { AbstractWithFigure, DrawingsSection } from './Drawings';
import usePatentDrawings from './usePatentDrawings';
import useItemTitle from '@/hooks/useItemTitle';
import { quotedId } from '@/utils/format';
import { PUBLICATION_NUMBER_LABELS } from '@/utils/patentPublications';

const SECTIONS = [
  { id: 'biblio', title: '著录项目' },
  { id: 'passport', title: '服务通行证' },
  { id: 'abstract', title: '摘要' },
  { id: 'claims', title: '权利要求' },
  { id: 'description', title: '说明书' },
  { id: 'drawings', title: '附图' },
  { id: 'legal', title: '法律状态' },
  { id: 'family', title: '同族专利' },
  { id: 'citations', title: '引证与被引证' },
];

const notFound = (description: string) => ({
  title: '未找到该专利',
  description,
  to: '/gxq/patent/search',
  linkText: '去检索专利',
});

export default function PatentDetailPage() {
  const [searchParams] = useSearchParams();
  const id = (searchParams.get('id') ?? '').trim().slice(0, 64);
  const {
    data: patent,
    loading,
    error,
    refresh,
  } = usePageData(() => getPatentDetail({ id }), { refreshDeps: [id], ready: Boolean(id) });
  useItemTitle(patent?.title);
  const drawings = usePatentDrawings(id);

  let content: React.ReactNode;
  if (!id)
    content = <NotFoundBlock {...notFound('链接中缺少专利编号，请从检索结果进入专利详情。')} />;
  else if (error)
    content = (
      <RecordError
        error={error}
        title="专利详情加载失败"
        onRetry={refresh}
        notFound={notFound(`编号为${quotedId(id)}的专利不存在或已被移除。`)}
      />
    );
  else if (loading || !patent) content = <Skeleton active paragraph={{ rows: 14 }} />;
  else
    content = (
      <>
        <header className={styles.header}>
          <h1>{patent.title}</h1>
          <Space wrap className={styles.tags}>
            <Tag color="blue">{PATENT_TYPE_LABELS[patent.type]}</Tag>
            <Tag color={LEGAL_STATUS_COLORS[patent.legalStatus]}>
              {LEGAL_STATUS_LABELS[patent.legalStatus]} · {patent.legalStatusDetail}
            </Tag>
            <span>申请号 {patent.applicationNumber}</span>
            <span>
              {PUBLICATION_NUMBER_LABELS[patent.publications.at(-1)!.kind]}{' '}
              {patent.publicationNumber}
            </span>
            <span>申请日 {patent.applicationDate}</span>
          </Space>
          <div className={styles.headerActions}>
            <Link
              to={`/gxq/nav/value/result?id=${encodeURIComponent(patent.id)}`}
              className={styles.score}
            >
              <strong>{patent.valueScore}</strong>
              <span>价值评分 · {patent.valueGrade} 级</span>
            </Link>
            {patent.listingId && (
              <LinkButton
                to={`/gxq/operations/sell/${encodeURIComponent(patent.listingId)}`}
                icon={<ShopOutlined />}
              >
                该专利正在出让
              </LinkButton>
            )}
            <FavoriteButton targetType="patent" targetId={patent.id} title={patent.title} />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              打印
            </Button>
          </div>
        </header>
        <nav className={styles.toc} aria-label="本页目录">
          {SECTIONS.map((section) => (
            <a key={section.id} href={`#${section.id}`}>
              {section.title}
            </a>
          ))}
        </nav>
        <div className={styles.biblioRow}>
          <section id="biblio" className={styles.section}>
            <h2>著录项目</h2>
            <Bibliography patent={patent} />
          </section>
          <section id="passport" className={styles.passportColumn} aria-labelledby="passport-title">
            <h2 id="passport-title">专利服务通行证</h2>
            <Passport patent={patent} />
          </section>
        </div>
        <section id="abstract" className={styles.section}>
          <h2>摘要</h2>
          <AbstractWithFigure drawings={drawings}>
            <p className={styles.abstract}>{patent.abstract}</p>
          </AbstractWithFigure>
        </section>
        <section id="claims" className={styles.section}>
          <h2>权利要求（{patent.claims.length} 项）</h2>
          <Claims claims={patent.claims} />
        </section>
        <section id="description" className={styles.section}>
          <h2>说明书</h2>
          <Description text={patent.description} />
        </section>
        <DrawingsSection drawings={drawings} />
        <section id="legal" className={styles.section}>
          <h2>法律状态</h2>
          <LegalEvents events={patent.legalEvents} />
        </section>
        <section id="family" className={styles.section}>
          <h2>同族专利（{patent.family.length}）</h2>
          <Family members={patent.family} />
        </section>
        <section id="citations" className={styles.section}>
          <h2>引证专利（{patent.citations.length}）</h2>
          <References refs={patent.citations} empty="无引证专利" />
          <h2 className={styles.subhead}>被引证专利（{patent.citedBy.length}）</h2>
          <References refs={patent.citedBy} empty="暂无被引证记录" />
        </section>
        {drawings.viewer}
      </>
    );

  return <div className={styles.page}>{content}</div>;
}
