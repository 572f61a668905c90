import DOMPurify from 'dompurify';

// The editor's content as the article's HTML. The editor writes paragraphs as <p>, but a few of
// its list and paste repairs make <div> blocks, and it keeps an empty line after a list or a
// picture for the cursor: the article has paragraphs only, and no empty lines at its end.

const EMPTY_BLOCK = /^(P|DIV|H[1-6])$/;

/** A block with nothing to read or see (the editor's `<p><br></p>`). */
const isEmptyBlock = (node: Element) =>
  EMPTY_BLOCK.test(node.nodeName) && !node.textContent?.trim() && !node.querySelector('img');

/** The article's HTML of what the editor gives (its getHTML): '' when nothing is written. */
export function articleHtml(editorHtml: string): string {
  const template = document.createElement('template');
  template.innerHTML = editorHtml;
  const copy = template.content;
  for (const block of [...copy.children]) {
    if (block.nodeName !== 'DIV') continue;
    const paragraph = document.createElement('p');
    paragraph.append(...block.childNodes);
    block.replaceWith(paragraph);
  }
  while (copy.lastElementChild && isEmptyBlock(copy.lastElementChild))
    copy.lastElementChild.remove();
  const box = document.createElement('div');
  box.append(copy);
  return box.innerHTML.trim();
}

/** The tags an article may hold (the backend keeps these and drops the rest on save). */
const ARTICLE_TAGS = ['p', 'br', 'h2', 'h3', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li'];

/**
 * Pasted or dropped HTML as the editor takes it in: the article's own tags, links and pictures,
 * without scripts, handlers, styles, classes or frames (a page copied from the web or Word).
 */
export function pastedFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS, 'a', 'img', 'div', 'blockquote'],
    ALLOWED_ATTR: ['href', 'src', 'alt', 'title'],
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DocumentFragment;
}
