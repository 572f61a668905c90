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
 * Article HTML from the backend, made safe to render: scripts, event handlers, javascript: URLs,
 * frames and forms are removed by DOMPurify; links open in a new tab without an opener; images
 * without a usable source are dropped, the rest load lazily.
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
  return template.innerHTML;
}
