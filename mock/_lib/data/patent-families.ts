// Divisional applications (分案申请): an invention's applicant divides it, keeping its 申请日 and
// its priorities, and files the new application under a number of the year it is actually
// filed. Parent and divisionals are one simple family. Drawn after the seeded patents with a
// generator of their own, so no seeded record moves but the parents' familySize.

import { addDays, addMonths, minIso, TODAY } from '../dates';
import { Rng } from '../random';
import { applicationNumber, publicationNumber } from './numbering';

/** Families of the data set: how many parents get one divisional, and how many get two. */
export const DIVISIONAL_FAMILIES = { withOne: 16, withTwo: 8 } as const;

/** Digits of every number in use, so a divisional's numbers are new. */
function usedDigits(patents: readonly API.Patent[]) {
  const app = new Set(patents.map((p) => p.applicationNumber.split('.')[0]));
  const pub = new Set(patents.flatMap((p) => p.publications.map((x) => x.number.slice(2, -1))));
  return { app, pub };
}

/**
 * A parent fit to divide: an invention without a family abroad (its family is then exactly its
 * Chinese applications), filed 2010–2022, under examination or granted.
 */
function canDivide(p: API.Patent): boolean {
  return (
    p.type === 'invention' &&
    p.familySize === 1 &&
    !p.priorities?.length &&
    p.applicationDate >= '2010-01-01' &&
    p.applicationDate <= '2022-12-31' &&
    // Divided while examined: a parent still examined, or one granted (divided before the grant).
    (p.legalStatusDetail === '实质审查' || !!p.grantDate)
  );
}

function nextId(last: string, offset: number): string {
  return `pat-${String(Number(last.slice(4)) + offset).padStart(6, '0')}`;
}

/** The day a divisional is filed: before the parent's grant (or while it is examined). */
function filingDay(rng: Rng, parent: API.Patent): string {
  const published = parent.publications[0].date;
  const latest = parent.grantDate ? addDays(parent.grantDate, -20) : addDays(TODAY, -200);
  const earliest = addDays(published, 60);
  if (latest <= earliest) return earliest;
  const span = Math.round((Date.parse(latest) - Date.parse(earliest)) / 86_400_000);
  return addDays(earliest, rng.int(0, span));
}

function divisionalOf(
  rng: Rng,
  parent: API.Patent,
  id: string,
  used: ReturnType<typeof usedDigits>,
): API.Patent {
  const filed = filingDay(rng, parent);
  const published = minIso(addDays(filed, rng.int(60, 150)), addDays(TODAY, -14));
  const a = publicationNumber(rng, 'A', published, used.pub);
  const decided = addMonths(filed, rng.int(14, 30));
  const outcome =
    decided >= TODAY
      ? 'pending'
      : rng.weightedPairs([
          ['grant', 70],
          ['withdrawn', 30],
        ] as const);
  const granted = outcome === 'grant';
  const publications: API.PatentPublication[] = [{ number: a, kind: 'A', date: published }];
  if (granted) publications.push({ number: `${a.slice(0, -1)}B`, kind: 'B', date: decided });
  const last = publications[publications.length - 1];
  const { agencyName, agencyCreditCode, agents, priorities } = parent;
  return {
    id,
    applicationNumber: applicationNumber(rng, 'invention', filed, used.app),
    publicationNumber: last.number,
    title: parent.title,
    abstract: parent.abstract,
    type: 'invention',
    legalStatus: granted ? 'valid' : outcome === 'pending' ? 'pending' : 'invalid',
    legalStatusDetail: granted
      ? addMonths(decided, 12) > TODAY
        ? '授权'
        : '专利权维持'
      : outcome === 'pending'
        ? '实质审查'
        : '视为撤回',
    // A divisional keeps its parent's filing date (专利法实施细则第四十九条).
    applicationDate: parent.applicationDate,
    publicationDate: last.date,
    publications,
    ...(granted ? { grantDate: decided } : {}),
    applicants: [...parent.applicants],
    inventors: [...parent.inventors],
    ...(agencyName ? { agencyName, agencyCreditCode, agents: [...(agents ?? [])] } : {}),
    ipcMain: parent.ipcMain,
    ipcCodes: [...parent.ipcCodes],
    region: parent.region,
    ...(parent.applicantCity ? { applicantCity: parent.applicantCity } : {}),
    claimsCount: rng.int(3, Math.max(3, parent.claimsCount - 2)),
    independentClaimsCount: 1,
    familySize: parent.familySize,
    familyId: parent.familyId,
    divisionalOf: parent.applicationNumber,
    ...(priorities?.length ? { priorities: priorities.map((x) => ({ ...x })) } : {}),
    citedByCount: rng.bool(0.3) ? rng.int(1, 3) : 0,
    citesCount: rng.int(2, 8),
    transferCount: 0,
    licenseCount: 0,
    pledgeCount: 0,
    ...(parent.field ? { field: parent.field } : {}),
  };
}

/**
 * The seeded patents followed by the divisional applications of some of them; every member of
 * a family (parent included) counts the family's Chinese applications in familySize.
 */
export function withDivisionals(patents: API.Patent[], seed: number): API.Patent[] {
  const rng = new Rng(seed);
  const parents = rng.sample(
    patents.filter(canDivide),
    DIVISIONAL_FAMILIES.withOne + DIVISIONAL_FAMILIES.withTwo,
  );
  const used = usedDigits(patents);
  const added: API.Patent[] = [];
  const lastId = patents[patents.length - 1].id;
  parents.forEach((parent, index) => {
    const count = index < DIVISIONAL_FAMILIES.withTwo ? 2 : 1;
    // Drawn first, then numbered in the order they were filed.
    const divisionals = Array.from({ length: count }, () =>
      divisionalOf(rng, parent, '', used),
    ).sort((a, b) => a.applicationNumber.localeCompare(b.applicationNumber));
    for (const d of divisionals)
      added.push({ ...d, id: nextId(lastId, added.length + 1), familySize: count + 1 });
    parent.familySize = divisionals.length + 1;
  });
  return [...patents, ...added];
}
