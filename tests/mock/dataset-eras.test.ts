/**
 * @jest-environment node
 *
 * Every seeded patent is of its era: its title and abstract name no technology newer than its
 * filing year (a professional stops trusting a 2000 filing about 磷酸锰铁锂), and the patents
 * reworded for that keep their numbers and dates.
 */
import { db } from '../../mock/_lib/data';
import { firstYearOf } from '../../mock/_lib/data/technologies';

const patents = () => db().patents;
const byId = (id: string) => patents().find((p) => p.id === id)!;
const yearOf = (day: string) => Number(day.slice(0, 4));

describe('patents of their era', () => {
  it('name in title and abstract only technology that existed in the application year', () => {
    const wrong = patents()
      .filter(
        (p) => Math.max(firstYearOf(p.title), firstYearOf(p.abstract)) > yearOf(p.applicationDate),
      )
      .map((p) => `${p.id} (${p.applicationDate}) ${p.title}`);
    expect(wrong.slice(0, 12)).toEqual([]);
  });

  it('reword the issue patents and keep their numbers and dates (known answers)', () => {
    expect(byId('pat-000006')).toMatchObject({
      title: '一种锂离子电池荷电状态估计方法',
      applicationNumber: '00127058.3',
      applicationDate: '2000-04-19',
    });
    expect(byId('pat-000019')).toMatchObject({
      title: '一种电动汽车的充电调度方法',
      applicationNumber: '201710654546.2',
      applicationDate: '2017-06-30',
    });
  });
});
