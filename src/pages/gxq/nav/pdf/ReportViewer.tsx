import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import useMediaQuery, { WIDE_QUERY } from '@/hooks/useMediaQuery';
import usePageData from '@/hooks/usePageData';
import { Button, Descriptions, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import { BarChart, ColumnChart, PieChart } from '@/components/Charts';
import { getNavReport } from '@/services/nav';
import { resultUrl } from '@/hooks/useSearchSubmit';
import styles from './index.less';
import { REPORT_KINDS } from './reportState';

/** One report: its PDF inside the page, a download, and its key figures as charts. */
export default function ReportViewer({ id }: { id: string }) {
  const inline = useMediaQuery(WIDE_QUERY);
  const { data, loading, error, refresh } = usePageData(() => getNavReport(id), {
    refreshDeps: [id],
  });
  if (error) return <LoadError title="报告加载失败" error={error} onRetry={refresh} />;
  if (loading || !data) return <Skeleton active paragraph={{ rows: 16 }} />;
  const { report, figures } = data;
  const pdfName = `${report.title}.pdf`;

  return (
    <article className={styles.viewer}>
      <header className={styles.viewerHead}>
        <h2>{report.title}</h2>
        <Button type="primary" icon={<DownloadOutlined />} href={report.pdfUrl} download={pdfName}>
          下载 PDF
        </Button>
      </header>
      <Descriptions className={styles.meta} size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label="类型">{REPORT_KINDS[report.kind]}</Descriptions.Item>
        <Descriptions.Item label="地区">{report.region}</Descriptions.Item>
        <Descriptions.Item label="发布">
          {report.publisher} · {report.publishDate}
        </Descriptions.Item>
        <Descriptions.Item label="数据截止">{report.cutoffDate}</Descriptions.Item>
        <Descriptions.Item label="页数">{report.pages} 页</Descriptions.Item>
        <Descriptions.Item label="检索式">{report.query}</Descriptions.Item>
      </Descriptions>
      <p className={styles.repro}>
        {`本报告的数据为上述检索式在数据截止日（公开日不晚于 ${report.cutoffDate}）的检索结果，年度申请趋势、主要申请人和 IPC 部分布与检索结果页的筛选统计一致。`}
        <Link to={resultUrl(report.searchQuery, true)}>在专利检索中复现</Link>
      </p>
      <p className={styles.summary}>{report.summary}</p>
      {inline ? (
        <iframe className={styles.pdf} src={report.pdfUrl} title={`${report.title}（PDF）`}>
          <a href={report.pdfUrl}>
            <FilePdfOutlined /> 打开 PDF
          </a>
        </iframe>
      ) : (
        // Phone browsers show an embedded PDF as an empty box: offer it to open or keep instead.
        <div className={styles.pdfCard}>
          <FilePdfOutlined className={styles.pdfIcon} aria-hidden />
          <div>
            <strong>{pdfName}</strong>
            <span>共 {report.pages} 页 · 手机上请在新窗口中阅读或下载后查看</span>
          </div>
          <Button block href={report.pdfUrl} target="_blank" rel="noopener noreferrer">
            在新窗口打开
          </Button>
          <Button
            block
            type="primary"
            icon={<DownloadOutlined />}
            href={report.pdfUrl}
            download={pdfName}
          >
            下载 PDF
          </Button>
        </div>
      )}
      <h3 className={styles.figuresTitle}>关键数据（共 {figures.total} 件相关专利）</h3>
      <div className={styles.charts}>
        <section>
          <h4>年度申请趋势</h4>
          <ColumnChart
            title="年度申请趋势"
            data={figures.filingsPerYear}
            valueName="申请量"
            unit="件"
          />
        </section>
        <section>
          <h4>主要申请人</h4>
          <BarChart title="主要申请人" data={figures.topApplicants} valueName="申请量" unit="件" />
        </section>
        <section>
          <h4>IPC 部分布</h4>
          <p className={styles.chartNote}>按全部分类号计，一件专利可计入多个部</p>
          <PieChart
            title="IPC 部分布"
            data={figures.ipcDistribution}
            valueName="专利数"
            unit="件"
          />
        </section>
        <section>
          <h4>地域分布</h4>
          <p className={styles.chartNote}>按第一申请人所在省份计，检索结果页无此项统计</p>
          <BarChart title="地域分布" data={figures.regions} valueName="申请量" unit="件" />
        </section>
      </div>
    </article>
  );
}
