// Patent terms (docs/domain.md §2): shared by the portal's pledge check and the mock's value
// model, so the page and the backend count the years left the same way. Pure: no clock.

const DAY_MS = 86_400_000;

/** Statutory term in years from the filing date: inventions 20, utility models 10, designs 15 (10 before 2021-06-01). */
export function statutoryTerm(type: API.PatentType, applicationDate: string): number {
  if (type === 'invention') return 20;
  if (type === 'utility') return 10;
  return applicationDate >= '2021-06-01' ? 15 : 10;
}

/** The last day of protection: the filing date's anniversary after the term, minus a day. */
export function termEndDate(type: API.PatentType, applicationDate: string): string {
  const [year, month, day] = applicationDate.split('-').map(Number);
  const end = new Date(
    Date.UTC(year + statutoryTerm(type, applicationDate), month - 1, day) - DAY_MS,
  );
  return end.toISOString().slice(0, 10);
}

/** Years of the term left at `today` (ISO dates), one decimal, never below 0. */
export function termYearsLeft(
  type: API.PatentType,
  applicationDate: string,
  today: string,
): number {
  const days =
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${applicationDate}T00:00:00Z`)) / DAY_MS;
  const left = statutoryTerm(type, applicationDate) - days / 365.25;
  return Math.max(0, Math.round(left * 10) / 10);
}
