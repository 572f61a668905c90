// 统计分析 on the result page (/gxq/patent/result?view=analysis) as a visitor uses it: the real
// page, its calls answered by the mock. The figures are the backend's, a figure's link narrows the
// results to what it counts, and the hit list can be ticked for export.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerWith, callsTo, renderApp, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const SEARCH = '/api/front/patent/search';
const ANALYSIS = '/api/front/patent/analysis';
const BATTERY = encodeURIComponent('电池');

function lastAnalysis() {
  const call = callsTo(ANALYSIS).at(-1)!;
  const reply = call.reply as { data: API.PatentAnalysis };
  return { params: new URL(call.url, 'http://app.test').searchParams, analysis: reply.data };
}

const lastSearchParams = () =>
  new URL(callsTo(SEARCH).at(-1)?.url ?? '/', 'http://app.test').searchParams;

const countLine = () =>
  screen.findByText(
    (_, element) =>
      element?.tagName === 'P' && /^共\s*[\d,]+\s*条结果/.test(element.textContent ?? ''),
    {},
    { timeout: 30_000 },
  );

it('shows the backend’s figures with their tables, and a year’s link narrows to its count', async () => {
  const { historyRef } = renderApp(`/gxq/patent/result?q=${BATTERY}&type=invention&view=analysis`);
  const trend = await screen.findByRole('region', { name: '申请趋势' }, { timeout: 30_000 });
  expect(callsTo(SEARCH)).toHaveLength(0);
  const { params, analysis } = lastAnalysis();
  expect(params.get('q')).toBe('电池');
  expect(JSON.parse(params.get('queryData')!)).toMatchObject({ type: ['invention'] });
  expect(screen.getByRole('tab', { name: '统计分析' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('已筛选：专利类型：发明')).toBeInTheDocument();

  fireEvent.click(within(trend).getByRole('button', { name: /表格/ }));
  const table = within(trend).getByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent]);
  expect(rows).toEqual(analysis.years.map((year) => [year.label, String(year.count)]));

  const busiest = analysis.years.reduce((a, b) => (b.count > a.count ? b : a));
  fireEvent.click(within(table).getByRole('link', { name: busiest.label }));
  await waitFor(() =>
    expect(new URLSearchParams(historyRef.current.location.search).get('year')).toBe(busiest.value),
  );
  expect(historyRef.current.location.search).not.toContain('view=');
  const count = await countLine();
  await waitFor(() =>
    expect(JSON.parse(lastSearchParams().get('queryData')!)).toMatchObject({
      year: [Number(busiest.value)],
    }),
  );
  // The figure counts records (申请), as the facets do; with 合并同族 the list counts families.
  const found = (callsTo(SEARCH).at(-1)!.reply as { data: API.PatentSearchResult }).data;
  expect(found.groupedByFamily ? found.applicationCount : found.totalElements).toBe(busiest.count);
  expect(count.textContent?.replace(/,/g, '')).toContain(`共 ${found.totalElements} 条结果`);
});

it('opens from the 检索结果 tab with the same search, and says a failure with a retry', async () => {
  const { historyRef } = renderApp(`/gxq/patent/result?q=${BATTERY}`);
  await countLine();
  answerWith(ANALYSIS, 500, { success: false, errorMessage: '服务繁忙' });
  fireEvent.click(screen.getByRole('tab', { name: '统计分析' }));
  await waitFor(() => expect(historyRef.current.location.search).toContain('view=analysis'));
  expect(await screen.findByText('统计分析加载失败', {}, { timeout: 30_000 })).toBeInTheDocument();
  answerWith();
  fireEvent.click(screen.getByRole('button', { name: /^重\s?试$/ }));
  const applicants = await screen.findByRole('region', { name: '主要申请人' }, { timeout: 30_000 });
  const top = lastAnalysis().analysis.applicants.buckets[0];
  expect(within(applicants).getAllByRole('link')[0]).toHaveTextContent(
    `${top.label}${top.count} 件`,
  );
  fireEvent.click(screen.getByRole('tab', { name: '检索结果' }));
  await countLine();
  expect(historyRef.current.location.search).not.toContain('view=');
});

it('ticks hits across the page for export and clears them', async () => {
  renderApp(`/gxq/patent/result?q=${BATTERY}`);
  await countLine();
  expect(screen.getByText('未选择时导出全部结果')).toBeInTheDocument();
  const boxes = screen.getAllByRole('checkbox', { name: /^选择“/ });
  fireEvent.click(boxes[0]);
  fireEvent.click(boxes[1]);
  expect(await screen.findByText('已选 2 条，导出仅包含所选')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '选择本页' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: '选择本页' }));
  expect(await screen.findByText(`已选 ${boxes.length} 条，导出仅包含所选`)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '清除选择' }));
  expect(await screen.findByText('未选择时导出全部结果')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /导出 CSV/ })).toBeEnabled();
  expect(screen.getByRole('button', { name: /导出 XLSX/ })).toBeEnabled();
});
