import { graphemes } from './graphemes';
/**
 * 1234567 → 1,234,567 (counts of patents, results and agencies). Grouped by hand: the first
 * toLocaleString call builds an ICU number formatter, which costs a phone ~100 ms on first render.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const grouped = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < -0.5 ? `-${grouped}` : grouped;
}

/** 万元 amounts as people read them: 50 → 50万, 1500 → 1500万, 25000 → 2.5亿. */
export function formatWan(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value >= 10_000) return `${Number((value / 10_000).toFixed(2))}亿`;
  return `${Number(value.toFixed(2))}万`;
}

/**
 * An institution's pledge registrations as its card and page state them: the count and the sum of
 * the registrations listed under 质押融资, so the figure and the list agree.
 */
export function pledgeSummary(institution: {
  pledgeCount: number;
  totalFinancing: number;
}): string {
  return institution.pledgeCount
    ? `质押融资 ${institution.pledgeCount} 笔，共 ${formatWan(institution.totalFinancing)}元`
    : '暂无质押融资登记';
}

export function rangeText(min: number, max: number, unit: (value: number) => string): string {
  return min === max ? unit(min) : `${unit(min)} - ${unit(max)}`;
}

export const months = (value: number) => (value % 12 === 0 ? `${value / 12}年` : `${value}个月`);
export const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** `13800000001` → `138****0001`; other lengths keep their last four digits. */
export function maskMobile(mobile?: string): string {
  if (!mobile) return '未绑定';
  return mobile.length === 11
    ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
    : `****${mobile.slice(-4)}`;
}

/**
 * An identifier from the URL as a message shows it: a long one cut to `maxChars` characters and
 * an ellipsis (a pasted 3,000-character id is not worth a screenful).
 */
export function shortId(id: string, maxChars = 40): string {
  const chars = graphemes(id);
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : id;
}

/** The same, quoted as a not-found message names it: `“id”`. */
export const quotedId = (id: string) => `“${shortId(id)}”`;
