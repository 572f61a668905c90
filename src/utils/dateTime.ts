const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as people read it in the user's time zone: `2026-11-03 10:30`; `—` when absent or invalid. */
export function formatDateTime(iso?: string): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
