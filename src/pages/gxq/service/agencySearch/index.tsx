import { useModel } from '@umijs/max';
import { Button } from 'antd';
import { useMemo } from 'react';
import AgencyCard from '@/components/AgencyCard';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import PageBanner from '@/components/PageBanner';
import SearchBar from '@/components/SearchBar';
import { AGENCY_FILTER_GROUPS, DEFAULT_PAGE_SIZE } from '@/constants';
import useIgnoredParams from '@/hooks/useIgnoredParams';
import useListState from '@/hooks/useListState';
import usePagedList from '@/hooks/usePagedList';
import { findAgencies } from '@/services/agency';
import { dictLabel } from '@/utils/dictionaries';
import {
  AGENCY_SORTS,
  agencyQuery,
  agencySchema,
  chosenFilterCount,
  CLEARED_CHIPS,
  CLEARED_FILTERS,
  hasConditions,
  type AgencySort,
} from './agencyState';
import FilterGroups from './FilterGroups';
import listStyles from '@/components/ListPage/index.less';
import styles from './index.less';

const SORT_OPTIONS = Object.entries(AGENCY_SORTS).map(([value, sort]) => ({
  value: value as AgencySort,
  label: sort.label,
}));

/** A dictionary's values; unknown (undefined) until it arrives or if it fails, so the URL's are kept. */
const valuesOf = (items: API.DictItem[]) =>
  items.length > 0 ? items.map((item) => item.value) : undefined;

// What each filter of the URL is called, to say which a link gave that cannot be applied.
const FILTER_LABELS = {
  ...Object.fromEntries(AGENCY_FILTER_GROUPS.map((group) => [group.value, group.label])),
  fields: '技术领域',
  service: '主营服务',
  sort: '排序',
};

export default function AgencySearchPage() {
  const { dicts, loading: dictLoading, reload: reloadDicts } = useModel('dict');
  const fieldOptions = dicts.technicalFields;
  const serviceOptions = dicts.mainService;
  const schema = useMemo(
    () => agencySchema(valuesOf(fieldOptions), valuesOf(serviceOptions)),
    [fieldOptions, serviceOptions],
  );
  const listState = useListState(schema);
  const ignored = useIgnoredParams(schema, FILTER_LABELS);
  const { state, update, search } = listState;
  const clearAll = () => update(CLEARED_FILTERS);

  // With fields in the URL, wait for the dictionary so unknown ones are never sent (and the list
  // is not fetched twice).
  const ready = (state.fields.length === 0 && !state.service) || !dictLoading;
  const list = usePagedList(() => findAgencies(agencyQuery(state, DEFAULT_PAGE_SIZE)), listState, {
    ready,
  });
  const busy = list.loading || !ready;

  const filtered = hasConditions(state);
  const results = (
    <PagedResults
      {...list}
      notice={ignored}
      loading={busy}
      errorTitle="服务机构加载失败"
      count={(total) => (
        <>
          共 <strong>{total}</strong> 家服务机构
        </>
      )}
      tools={
        <label className={styles.sort}>
          <span>排序</span>
          <NativeSelect
            value={state.sort}
            onChange={(sort) => update({ sort })}
            options={SORT_OPTIONS}
            aria-label="排序"
          />
        </label>
      }
      emptyText={filtered ? '没有符合条件的服务机构，试试减少筛选条件或更换关键词' : '暂无服务机构'}
      emptyAction={
        filtered && (
          <Button type="primary" onClick={clearAll}>
            清除全部条件
          </Button>
        )
      }
    >
      {(items) => (
        <div className={listStyles.grid}>
          {items.map((agency) => (
            <AgencyCard key={agency.id} agency={agency} fields={fieldOptions} />
          ))}
        </div>
      )}
    </PagedResults>
  );

  return (
    <>
      <PageBanner
        title="服务机构"
        description="汇集示范区专利代理等知识产权服务机构，可按成立时间、代理人数、专利总量与技术领域查找。"
      />
      <div className={listStyles.body}>
        <SearchBar
          {...search}
          placeholder="机构名称、统一社会信用代码、机构代码或地址"
          aria-label="关键词"
          className={listStyles.search}
        />
        {state.service && (
          <p className={styles.scope}>
            提供“{dictLabel(serviceOptions, state.service)}”服务的机构
            <button type="button" onClick={() => update({ service: '' })}>
              查看全部机构
            </button>
          </p>
        )}
        <FilterDrawer count={chosenFilterCount(state)} onClear={() => update(CLEARED_CHIPS)}>
          {(inDrawer) => (
            <FilterGroups
              state={state}
              update={update}
              fields={fieldOptions}
              fieldsLoading={dictLoading}
              onReloadFields={reloadDicts}
              onClearAll={clearAll}
              inDrawer={inDrawer}
            />
          )}
        </FilterDrawer>
        <div className={styles.results} aria-busy={busy}>
          {results}
        </div>
      </div>
    </>
  );
}
