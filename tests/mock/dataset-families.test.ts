/** @jest-environment node */
// Families of Chinese applications: a parent and its divisional applications (分案申请).
import { DIVISIONAL_FAMILIES } from '../../mock/_lib/data/patent-families';
import { buildDataset } from '../../mock/_lib/data';

const { patents } = buildDataset();
const byApplication = new Map(patents.map((p) => [p.applicationNumber, p]));
const families = new Map<string, API.Patent[]>();
for (const p of patents) families.set(p.familyId, [...(families.get(p.familyId) ?? []), p]);

describe('patent families', () => {
  it('group every divisional with the parent it names, which keeps its own id as familyId', () => {
    const divisionals = patents.filter((p) => p.divisionalOf);
    const { withOne, withTwo } = DIVISIONAL_FAMILIES;
    expect(divisionals).toHaveLength(withOne + 2 * withTwo);
    for (const d of divisionals) {
      const parent = byApplication.get(d.divisionalOf!)!;
      expect(parent.divisionalOf).toBeUndefined();
      expect(d.familyId).toBe(parent.id);
      expect(parent.familyId).toBe(parent.id);
      // Same filing date, applicants, title and classes; numbered in a later year.
      expect(d.applicationDate).toBe(parent.applicationDate);
      expect(d.applicants).toEqual(parent.applicants);
      expect(d.title).toBe(parent.title);
      expect(d.ipcMain).toBe(parent.ipcMain);
      expect(d.applicationNumber.slice(0, 4) >= parent.publications[0].date.slice(0, 4)).toBe(true);
      if (parent.grantDate) expect(d.publications[0].date > d.applicationDate).toBe(true);
    }
  });

  it('count their Chinese members in familySize, on every member', () => {
    const sizes = [...families.values()].filter((members) => members.length > 1);
    expect(sizes.map((m) => m.length).sort()).toEqual([
      ...Array(DIVISIONAL_FAMILIES.withOne).fill(2),
      ...Array(DIVISIONAL_FAMILIES.withTwo).fill(3),
    ]);
    for (const members of sizes) for (const p of members) expect(p.familySize).toBe(members.length);
  });

  it('list each record’s publications in order, the last being its publication number', () => {
    for (const p of patents) {
      const kinds = p.publications.map((x) => x.kind).join('');
      const expected =
        p.type === 'invention' ? (p.grantDate ? 'AB' : 'A') : p.type === 'utility' ? 'U' : 'S';
      expect(kinds).toBe(expected);
      const last = p.publications[p.publications.length - 1];
      expect([last.number, last.date]).toEqual([p.publicationNumber, p.publicationDate]);
      if (p.grantDate) expect(last.date).toBe(p.grantDate);
      if (kinds === 'AB') {
        expect(p.publications[1].number).toBe(p.publications[0].number.replace(/A$/, 'B'));
        expect(p.publications[0].date < p.publications[1].date).toBe(true);
      }
    }
  });
});
