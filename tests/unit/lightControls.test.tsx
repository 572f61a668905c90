import { render, screen, within } from '@testing-library/react';
import DataTable from '../../src/components/DataTable';
import { fieldNumber } from '../../src/pages/gxq/finance/index/LoanEstimator';

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
