import { ClockCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Button, Empty } from 'antd';
import DataTable from '@/components/DataTable';
import SearchBar from '@/components/SearchBar';
import { useState } from 'react';
import QueryError from '../components/QueryError';
import { clearSearchHistory, loadSearchHistory } from '@/utils/searchHistory';
import { EXAMPLE_QUERIES, FIELD_CODES, SEARCH_BOX_EXAMPLES } from '../components/syntax';
import useSearchSubmit, { resultUrl } from '@/hooks/useSearchSubmit';
import AdvancedForm from './AdvancedForm';
import PageBanner from '@/components/PageBanner';
import styles from './index.less';

export default function PatentSearchPage() {
  const { submit, problem, clearProblem, opening } = useSearchSubmit();
  const [query, setQuery] = useState('');
  const [searchHistory, setSearchHistory] = useState(loadSearchHistory);

  return (
    <>
      <PageBanner
        narrow
        title="专利检索"
        description="输入关键词、申请号/公开号，或使用 TI、AB、PA、IPC、AD 等字段代码组合检索式。"
      >
        <SearchBar
          size="large"
          value={query}
          onChange={(value) => {
            setQuery(value);
            if (problem) clearProblem();
          }}
          onSearch={submit}
          loading={opening}
          placeholder={`如：${SEARCH_BOX_EXAMPLES.join('；')}`}
          aria-label="检索词"
        />
        <div className={styles.examples}>
          <span>示例：</span>
          {EXAMPLE_QUERIES.map((example) => (
            <button
              type="button"
              key={example.query}
              className={styles.example}
              onClick={() => setQuery(example.query)}
            >
              {example.query}
            </button>
          ))}
        </div>
      </PageBanner>
      <div className={styles.body}>
        {problem && (
          <div className={styles.problem}>
            {problem.query ? (
              <QueryError {...problem} />
            ) : (
              <QueryError query="" message={problem.message} position={0} />
            )}
          </div>
        )}
        <div className={styles.columns}>
          <div className={styles.main}>
            <details className={styles.panel} open>
              <summary>高级检索</summary>
              <div className={styles.panelBody}>
                <AdvancedForm onSearch={submit} />
              </div>
            </details>
            <details className={`${styles.panel} ${styles.syntax}`}>
              <summary>检索语法说明</summary>
              <div className={styles.panelBody}>
                <p>
                  运算符 AND（与）、OR（或）、NOT（非），优先级 NOT &gt; AND &gt;
                  OR，可用括号改变顺序； 相邻检索词默认为 AND； “双引号”表示短语；检索词末尾加 *
                  表示前方一致（如 H01M*）；日期支持 =、&gt;=、&lt;=、&gt;、&lt;，格式 YYYY-MM-DD。
                </p>
                <DataTable<(typeof FIELD_CODES)[number]>
                  size="small"
                  rowKey="code"
                  dataSource={FIELD_CODES}
                  columns={[
                    { title: '代码', dataIndex: 'code', width: 80 },
                    { title: '字段', dataIndex: 'label' },
                    {
                      title: '示例',
                      dataIndex: 'example',
                      render: (text: string) => <code>{text}</code>,
                    },
                  ]}
                />
              </div>
            </details>
          </div>
          <aside className={styles.side} aria-label="检索历史">
            <div className={styles.sideHead}>
              <span>
                <ClockCircleOutlined /> 检索历史
              </span>
              {searchHistory.length > 0 && (
                <Button
                  type="link"
                  size="small"
                  icon={<DeleteOutlined />}
                  onClick={() => {
                    clearSearchHistory();
                    setSearchHistory([]);
                  }}
                >
                  清空
                </Button>
              )}
            </div>
            {searchHistory.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="暂无检索历史，检索后会保存在本浏览器中"
              />
            ) : (
              <ol className={styles.historyList}>
                {searchHistory.map((item) => (
                  <li key={item}>
                    <Link to={resultUrl(item)} title={item}>
                      {item}
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </aside>
        </div>
      </div>
    </>
  );
}
