// An article's HTML as 操作日志 shows it: its text, a block per line.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** A character reference as its character: named (the sanitiser's few) or by number. */
function entity(reference: string, name: string): string {
  const number = /^#(x[0-9a-f]+|\d+)$/i.exec(name)?.[1];
  if (number) {
    const code = number[0].toLowerCase() === 'x' ? parseInt(number.slice(1), 16) : Number(number);
    return code === 0xa0
      ? ' '
      : code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : reference;
  }
  return ENTITIES[name] ?? reference;
}

/** An article's HTML as text: a block (paragraph, heading, list item) per line, entities read. */
export function textOfArticle(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n')
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, '［图片：$1］')
    .replace(/<img\b[^>]*>/gi, '［图片］')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?[0-9a-z]+);/gi, entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
