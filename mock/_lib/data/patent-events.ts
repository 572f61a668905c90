// The legal events of a patent (a dated timeline that ends in its current legal status) and its
// family members. Both are derived from the seeded record with a generator seeded by its id.

import { addDays, addMonths, daysBetween, maxIso, minIso, TODAY } from '../dates';
import type { Rng } from '../random';
import { foreignNumber, publicationDay } from './foreign-numbers';
import { termYears } from './patent-life';

/** A day in [from, to] (from when the range is empty). */
function between(rng: Rng, from: string, to: string): string {
  return addDays(from, rng.int(0, Math.max(0, daysBetween(from, to))));
}

/** The A publication number of an invention (granted ones keep the digits with kind B). */
export function firstPublicationNumber(p: API.Patent): string {
  return p.type === 'invention' ? p.publicationNumber.replace(/B$/, 'A') : p.publicationNumber;
}

/** Invalidity events by legal status detail: event text and when it happened. */
function ending(
  rng: Rng,
  p: API.Patent,
  after: string,
): { date: string; event: string; detail?: string } | null {
  const expiry = addDays(
    addMonths(p.applicationDate, termYears(p.type, p.applicationDate) * 12),
    -1,
  );
  const late = addDays(TODAY, -20);
  switch (p.legalStatusDetail) {
    case '期限届满':
      return { date: expiry, event: '专利权有效期届满' };
    case '未缴年费终止':
      return {
        date: between(rng, addDays(after, 365), minIso(late, expiry)),
        event: '未缴年费专利权终止',
        detail: '专利权人未按规定缴纳年费，专利权自应缴未缴年费期满之日起终止',
      };
    case '专利权全部无效':
      return {
        date: between(rng, addDays(after, 300), minIso(late, expiry)),
        event: '专利权全部无效宣告',
        detail: '国家知识产权局作出宣告专利权全部无效的审查决定',
      };
    case '放弃专利权':
      return { date: between(rng, addDays(after, 200), minIso(late, expiry)), event: '放弃专利权' };
    default:
      return null;
  }
}

/** Transfers, licences and pledges recorded between `from` and `to`. */
function dealings(
  rng: Rng,
  p: API.Patent,
  from: string,
  to: string,
  buyers: readonly string[],
): API.LegalEvent[] {
  const events: API.LegalEvent[] = [];
  let owner = p.applicants[0];
  const dates = (count: number) =>
    Array.from({ length: count }, () => between(rng, minIso(addDays(from, 30), to), to)).sort();
  for (const date of dates(p.transferCount)) {
    const seller = owner;
    const next = rng.pick(buyers.filter((b) => b !== seller)) ?? seller;
    events.push({
      date,
      event: '专利权的转移',
      detail: `变更前权利人：${owner}；变更后权利人：${next}`,
    });
    owner = next;
  }
  for (const date of dates(p.licenseCount))
    events.push({
      date,
      event: '专利实施许可合同备案的生效',
      detail: `许可种类：${rng.pick(['普通许可', '排他许可', '独占许可'])}；被许可人：${rng.pick(buyers)}`,
    });
  for (const date of dates(p.pledgeCount))
    events.push({
      date,
      event: '专利权质押合同登记的生效',
      detail: `出质人：${owner}；质权人：${rng.pick(['中国银行', '交通银行', '招商银行', '浦发银行', '西安银行', '北京银行'])}股份有限公司`,
    });
  return events;
}

/** The legal timeline, oldest first; its last status event matches `legalStatusDetail`. */
export function buildLegalEvents(
  rng: Rng,
  p: API.Patent,
  buyers: readonly string[],
): API.LegalEvent[] {
  const events: API.LegalEvent[] = [
    { date: p.applicationDate, event: '申请', detail: `申请号：${p.applicationNumber}` },
  ];
  let grantFrom: string | undefined;
  if (p.type === 'invention') {
    const published = p.grantDate
      ? between(
          rng,
          addDays(p.applicationDate, 150),
          minIso(addDays(p.applicationDate, 560), addDays(p.grantDate, -200)),
        )
      : p.publicationDate;
    events.push({ date: published, event: '公开', detail: `公开号：${firstPublicationNumber(p)}` });
    if (p.legalStatusDetail !== '公开') {
      const examined = between(
        rng,
        addDays(published, 20),
        minIso(
          addDays(published, 120),
          p.grantDate ? addDays(p.grantDate, -120) : addDays(TODAY, -10),
        ),
      );
      events.push({ date: minIso(examined, addDays(TODAY, -1)), event: '实质审查的生效' });
      if (!p.grantDate && p.legalStatus === 'invalid') {
        const decided = between(rng, addDays(examined, 300), addDays(examined, 900));
        const rejected = p.legalStatusDetail === '驳回';
        events.push({
          date: minIso(decided, addDays(TODAY, -10)),
          event: rejected ? '发明专利申请公布后的驳回' : '发明专利申请公布后的视为撤回',
          detail: rejected
            ? '申请不符合专利法第二十二条第三款的规定'
            : '申请人未在规定期限内答复审查意见通知书',
        });
      }
    }
  }
  if (p.grantDate) {
    events.push({ date: p.grantDate, event: '授权', detail: `授权公告号：${p.publicationNumber}` });
    grantFrom = p.grantDate;
  }
  if (grantFrom) {
    const end = p.legalStatus === 'invalid' ? ending(rng, p, grantFrom) : null;
    if (end) end.date = minIso(end.date, addDays(TODAY, -20));
    const until = end ? addDays(end.date, -10) : addDays(TODAY, -5);
    events.push(...dealings(rng, p, grantFrom, maxIso(until, grantFrom), buyers));
    if (end) events.push(end);
  }
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Whether the application entered China through the PCT (type digit 8 or 9). */
export function isPct(p: API.Patent): boolean {
  const digits = p.applicationNumber.replace(/\D/g, '');
  return digits.length >= 12 && (digits[4] === '8' || digits[4] === '9');
}

const PCT_OFFICES = ['WO', 'US', 'EP', 'JP', 'KR', 'DE', 'GB', 'AU', 'CA'];
const PARIS_OFFICES = ['US', 'EP', 'JP', 'KR', 'DE', 'GB', 'AU', 'CA', 'IN'];

/** Years from the A publication to the grant, by office (EPO examines longest). */
const GRANT_YEARS: Readonly<Record<string, readonly [number, number]>> = {
  US: [1, 3],
  EP: [2, 5],
  KR: [1, 3],
};

/**
 * One foreign member. Paris: filed within the priority year, published 18 months from priority.
 * PCT: entered at 30–31 months and published soon after. Granted members (kind B) are dated by
 * their grant, after that publication; nothing is dated later than a week ago.
 */
function foreignMember(rng: Rng, p: API.Patent, office: string, pct: boolean): API.FamilyMember {
  const priority = p.applicationDate;
  const last = addDays(TODAY, -7);
  const filed = minIso(
    pct ? addDays(addMonths(priority, 30), rng.int(0, 31)) : addDays(priority, rng.int(150, 365)),
    addDays(last, -30),
  );
  const due = pct
    ? addDays(filed, rng.int(30, 180))
    : addDays(addMonths(priority, 18), rng.int(0, 20));
  // Before the 18 months are over only an early publication (on request) can exist.
  let published: string | undefined = publicationDay(
    office,
    due <= last ? due : between(rng, addDays(filed, 14), last),
  );
  const span = GRANT_YEARS[office];
  let granted = false;
  let date = published;
  if (span) {
    const grant = addDays(published, rng.int(span[0] * 365, span[1] * 365));
    // US applications filed before 2000-11-29 were never published: the grant is the only document.
    const unpublished = office === 'US' && published < '2001-03-15';
    if (unpublished || (grant <= last && rng.bool(0.6))) {
      granted = true;
      date = publicationDay(office, minIso(grant, last), true);
      if (unpublished) published = undefined;
    }
  }
  return {
    publicationNumber: foreignNumber(rng, office, { date, filed, published, granted, pct }),
    office,
    date,
  };
}

/**
 * Family members, exactly `familySize` of them: the Chinese records of the family (`chinese`, p
 * among them: a parent and its divisional applications), then one publication per office abroad.
 * The priority is the Chinese filing (for a PCT entry, the international filing, whose WO
 * publication follows at 18 months).
 */
export function buildFamily(
  rng: Rng,
  p: API.Patent,
  chinese: readonly API.Patent[] = [p],
): API.FamilyMember[] {
  const members: API.FamilyMember[] = chinese.map((record) => ({
    id: record.id,
    publicationNumber: record.publicationNumber,
    office: 'CN',
    date: record.publicationDate,
  }));
  const pct = isPct(p);
  const offices = (pct ? PCT_OFFICES : PARIS_OFFICES).slice(
    0,
    Math.max(0, p.familySize - chinese.length),
  );
  for (const office of offices) {
    if (office !== 'WO') {
      members.push(foreignMember(rng, p, office, pct));
      continue;
    }
    const last = addDays(TODAY, -7);
    const due = addDays(addMonths(p.applicationDate, 18), rng.int(0, 10));
    const date = publicationDay(
      'WO',
      due <= last ? due : between(rng, addDays(p.applicationDate, 90), last),
    );
    members.push({
      publicationNumber: foreignNumber(rng, 'WO', { date, filed: p.applicationDate }),
      office,
      date,
    });
  }
  return members;
}
