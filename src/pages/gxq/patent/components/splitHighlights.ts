export interface TextPart {
  text: string;
  hit: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits text into parts that match one of the terms (case-insensitive, longest term first) and the rest. */
export function splitHighlights(text: string, terms: string[]): TextPart[] {
  const usable = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length > 0))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 50);
  if (!text || usable.length === 0) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({
      text: part,
      hit: usable.some((term) => term.toLowerCase() === part.toLowerCase()),
    }));
}
