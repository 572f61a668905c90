/** Helpers shared by the pages that show service agencies. */

/** The agency detail route of docs/spec.md §2: /gxq/service/agency/result/{creditCode}/{enterpriseName}. */
export function agencyUrl(creditCode: string, enterpriseName: string): string {
  return `/gxq/service/agency/result/${encodeURIComponent(creditCode)}/${encodeURIComponent(enterpriseName)}`;
}

/** Whole years from a `YYYY-MM-DD` date to `today` (0 for future or malformed dates). */
export function yearsSince(date: string, today: Date = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return 0;
  const [year, month, day] = match.slice(1).map(Number);
  let years = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day))
    years -= 1;
  return Math.max(0, years);
}

/** How long an agency has existed, as its profile says it: `37 年`, or `不足 1 年`. */
export function ageText(foundingDate: string, today?: Date): string {
  const years = yearsSince(foundingDate, today);
  return years > 0 ? `${years} 年` : '不足 1 年';
}
