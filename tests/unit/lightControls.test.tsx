import { render, screen, within } from '@testing-library/react';
import { routeScore, sortPreloadMap } from '../../config/plugins/routePreloadOrder';
import DataTable from '../../src/components/DataTable';
import { fieldNumber } from '../../src/pages/gxq/finance/index/LoanEstimator';

describe('route preload map order', () => {
  it('ranks a static path above a parameter and both above a splat, as react-router does', () => {
    expect(routeScore('/gxq/finance/product/:id')).toBeGreaterThan(routeScore('/gxq/*'));
    expect(routeScore('/gxq/*')).toBeGreaterThan(routeScore('/*'));
    expect(routeScore('/gxq/finance/list')).toBeGreaterThan(routeScore('/gxq/finance/:tab'));
  });

  it('rewrites the helper map most specific first and leaves the code around it alone', () => {
    const helper =
      'var x=find(s.r);d(e,{p:"app",f:[["a.js",1]],r:{"/*":[0,1],"/gxq/*":[2],' +
      '"/gxq/index":[3],"/gxq/finance/product/:id":[4,5]}},{publicPath:"/"});';
    const sorted = sortPreloadMap(helper);
    expect(sorted).toBe(
      'var x=find(s.r);d(e,{p:"app",f:[["a.js",1]],r:{"/gxq/finance/product/:id":[4,5],' +
        '"/gxq/index":[3],"/gxq/*":[2],"/*":[0,1]}},{publicPath:"/"});',
    );
  });

  it('leaves a helper it does not recognise unchanged', () => {
    const other = 'var r={a:1};';
    expect(sortPreloadMap(other)).toBe(other);
    const odd = 'r:{"/*":[0],foo:bar}';
    expect(sortPreloadMap(odd)).toBe(odd);
  });
});

describe('loan estimator fields', () => {
  it('reads a number within bounds and precision, null while empty or not a number', () => {
    expect(fieldNumber('800', 0, 1_000_000, 0)).toBe(800);
    expect(fieldNumber('12.34', 0, 30, 1)).toBe(12.3);
    expect(fieldNumber('45', 0, 30, 1)).toBe(30);
    expect(fieldNumber('-3', 0, 30, 1)).toBe(0);
    expect(fieldNumber('', 0, 30, 1)).toBeNull();
    expect(fieldNumber('  ', 0, 30, 1)).toBeNull();
    expect(fieldNumber('abc', 0, 30, 1)).toBeNull();
  });
});

describe('DataTable', () => {
  const rows = [
    { id: 'a', name: '甲', amount: 1 },
    { id: 'b', name: '乙', amount: 2 },
  ];

  it('renders a semantic table with column headers, rendered cells and a footer', () => {
    render(
      <DataTable<(typeof rows)[number]>
        rowKey="id"
        dataSource={rows}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '金额', dataIndex: 'amount', render: (amount: number) => `${amount} 万元` },
        ]}
        footer={
          <tr>
            <td>合计</td>
            <td>3 万元</td>
          </tr>
        }
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['名称', '金额']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual(['甲1 万元', '乙2 万元', '合计3 万元']);
  });

  it('says so when there are no rows', () => {
    render(
      <DataTable<(typeof rows)[number]>
        rowKey="id"
        dataSource={[]}
        emptyText="无同族专利"
        columns={[{ title: '名称', dataIndex: 'name' }]}
      />,
    );
    expect(screen.getByRole('cell', { name: '无同族专利' })).toHaveAttribute('colspan', '1');
  });
});
