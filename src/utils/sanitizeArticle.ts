import DOMPurify from 'dompurify';

/**
 * Whether an image source can show a picture: an http(s) or protocol-relative URL, or a path of
 * this site. Empty,
 * placeholder (`undefined`, `null`), data:, file: and other schemes would show a broken image.
 */
export function isUsableImageSource(src: string | null): boolean {
  const value = src?.trim() ?? '';
  if (!value || /^(undefined|null|#)$/i.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    // A protocol-relative source loads over the page's own scheme.
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The article sits under the page's <h1> (its title): its own headings start at <h2> and skip no
 * level, whatever levels the editor used (h3/h5 become h2/h3), so a screen reader's outline holds.
 */
function normaliseHeadings(root: DocumentFragment) {
  const headings = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
  const levels = [...new Set(headings.map((heading) => Number(heading.tagName[1])))].sort();
  headings.forEach((heading) => {
    const level = Math.min(2 + levels.indexOf(Number(heading.tagName[1])), 6);
    if (heading.tagName === `H${level}`) return;
    const replacement = document.createElement(`h${level}`);
    [...heading.attributes].forEach((attribute) =>
      replacement.setAttribute(attribute.name, attribute.value),
    );
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  });
}

/**
 * Article HTML from the backend, made safe to render: scripts, event handlers, javascript: URLs,
 * frames and forms are removed by DOMPurify; links open in a new tab without an opener; images
 * without a usable source are dropped, the rest load lazily; headings continue the page's outline.
 */
export function sanitizeArticleHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: false,
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a[href]').forEach((anchor) => {
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  });
  template.content.querySelectorAll('img').forEach((image) => {
    if (!isUsableImageSource(image.getAttribute('src'))) image.remove();
    else {
      image.setAttribute('loading', 'lazy');
      if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    }
  });
  normaliseHeadings(template.content);
  return template.innerHTML;
}
