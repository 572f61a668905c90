// The board's charts as the chart library is asked to draw them: counts on whole ticks, and every
// bar above zero carrying its number (a 1 beside 438 is read even where its bar is a sliver).
import { render } from '@testing-library/react';
import SeriesChart from '@/pages/admin/dashboard/charts';

const drawn: Record<string, any> = {};
jest.mock('@ant-design/plots', () => ({
  Bar: (props: unknown) => {
    drawn.Bar = props;
    return null;
  },
  Column: (props: unknown) => {
    drawn.Column = props;
    return null;
  },
}));

/** Points as SeriesChart takes them (its SeriesPoint). */
const DATA: { label: string; series: string; value: number }[] = [
  { label: '待审核', series: '专利出让', value: 1 },
  { label: '已发布', series: '专利出让', value: 438 },
  { label: '发布者已下架', series: '专利出让', value: 0 },
];

it('ticks counts at whole numbers only', () => {
  render(<SeriesChart data={DATA} height={280} mode="group" horizontal />);
  const keep = drawn.Bar.axis.y.tickFilter;
  expect([0, 0.2, 0.4, 1, 2, 100].filter(keep)).toEqual([0, 1, 2, 100]);
});

it('writes each bar’s number past its end, none for an empty one', () => {
  render(<SeriesChart data={DATA} height={280} mode="group" horizontal />);
  expect(DATA.map(drawn.Bar.label.text)).toEqual(['1', '438', '']);
  expect(drawn.Bar.label).toMatchObject({ position: 'right', textAlign: 'start' });
  render(<SeriesChart data={DATA} height={280} mode="stack" />);
  expect(drawn.Column.label).toMatchObject({ position: 'inside' });
});
