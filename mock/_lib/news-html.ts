// An article's HTML as the backend keeps it: an allow-list of the tags the editor makes, links to
// the web and mail only, pictures only from the portal's own news images. Whatever else was typed
// or pasted — <script>, on* handlers, javascript: links, styles, frames, forms — is dropped on
// save; the pages sanitise again when they show it.

import sanitizeHtml from 'sanitize-html';
import { SERVICES } from '../../src/contract/vocabulary';

/** Where an uploaded news image is served; the only source an article's <img> may have. */
export const NEWS_IMAGE_PATH = `${SERVICES.website.prefix}/api/front/news/image`;

const isOwnImage = (src: string | undefined) =>
  typeof src === 'string' && src.startsWith(`${NEWS_IMAGE_PATH}?`);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, not left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
  transformTags: {
    // An <h1> would compete with the page's title: it becomes the article's top heading.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
};

/** The HTML with only what an article may hold. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
