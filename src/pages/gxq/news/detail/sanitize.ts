import DOMPurify from 'dompurify';

/**
 * Article HTML from the backend, made safe to render: scripts, event handlers, javascript: URLs,
 * frames and forms are removed by DOMPurify; links open in a new tab without an opener.
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
  return template.innerHTML;
}
