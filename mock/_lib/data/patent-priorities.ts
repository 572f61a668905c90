// Priority claims of the seeded patents: Chinese applicants' domestic priority (本国优先权, Patent
// Law art. 29(2)) — an earlier Chinese application of the same applicant on the same subject,
// filed at most 12 months before (6 months for a design, possible since 2021-06-01). The earlier
// application is deemed withdrawn when the later one is filed, so it is never a record itself.
// Drawn from each patent's own generator, so no other seeded value moves.

import { addDays } from '../dates';
import { Rng } from '../random';
import { applicationNumber } from './numbering';
import { seedOf } from './patent-store';

/** Design priority exists from the 2021 amendment of the Patent Law. */
export const DESIGN_PRIORITY_FROM = '2021-06-01';

/** Share of the filings of each type that claim a domestic priority. */
const SHARE: Record<API.PatentType, number> = { invention: 0.12, utility: 0.05, design: 0.03 };

/** The type of the earlier application: mostly the same; an invention may follow a utility model. */
function earlierType(rng: Rng, type: API.PatentType): API.PatentType {
  if (type === 'invention' && rng.bool(0.2)) return 'utility';
  if (type === 'utility' && rng.bool(0.1)) return 'invention';
  return type;
}

/**
 * The priorities a patent filed on `applicationDate` claims, earliest first; undefined when none.
 * A PCT national-phase entry (`pct`) claims its international application's priority, which the
 * sample does not model: none.
 */
export function priorityClaims(
  id: string,
  type: API.PatentType,
  applicationDate: string,
  pct: boolean,
): API.PatentPriority[] | undefined {
  if (pct || (type === 'design' && applicationDate < DESIGN_PRIORITY_FROM)) return undefined;
  const rng = new Rng(seedOf(id, 'priority'));
  if (!rng.bool(SHARE[type])) return undefined;
  // 1–12 months before (365 days are always within 12 months); 1–6 for a design.
  const longest = type === 'design' ? 180 : 365;
  // Now and then an invention gathers two earlier applications (multiple priorities).
  const count = type === 'invention' && rng.bool(0.1) ? 2 : 1;
  const used = new Set<string>();
  const claims: API.PatentPriority[] = [];
  for (let k = 0; k < count; k += 1) {
    const date = addDays(applicationDate, -rng.int(30, longest));
    const number = applicationNumber(rng, earlierType(rng, type), date, used);
    claims.push({ office: 'CN', number, date });
  }
  return claims.sort((a, b) => a.date.localeCompare(b.date));
}
