import SearchBar from '@/components/SearchBar';
import { useState } from 'react';
import QueryError from '../components/QueryError';
import { EXAMPLE_QUERIES, SEARCH_BOX_EXAMPLES } from '../components/syntax';
import SyntaxHelp from '../components/SyntaxHelp';
import useSearchSubmit from '@/hooks/useSearchSubmit';
import AdvancedForm from './AdvancedForm';
import SearchHistoryPanel from './SearchHistoryPanel';
import PageBanner from '@/components/PageBanner';
import styles from './index.less';

export default function PatentSearchPage() {
  const { submit, problem, clearProblem, opening } = useSearchSubmit();
  const [query, setQuery] = useState('');

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
                <SyntaxHelp />
              </div>
            </details>
          </div>
          <SearchHistoryPanel />
        </div>
      </div>
    </>
  );
}
