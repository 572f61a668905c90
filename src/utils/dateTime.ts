const pad = (n: number) => String(n).padStart(2, '0');

/** China Standard Time (Asia/Shanghai) is UTC+8 all year: no daylight saving. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * An ISO date-time as people read it in China, the portal's one clock: `2026-11-03 10:30`; `—`
 * when absent or invalid. China time whatever the browser's zone, so a time agrees with the days
 * the backend writes (publishDate, statusDate are China days).
 */
export function formatDateTime(iso?: string): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '—';
  const china = new Date(ms + CHINA_OFFSET_MS);
  return `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())} ${pad(
    china.getUTCHours(),
  )}:${pad(china.getUTCMinutes())}`;
}
