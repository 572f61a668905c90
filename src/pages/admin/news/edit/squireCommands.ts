// What the toolbar asks of Squire that it has no single command for.
import type Squire from 'squire-rte';

/** The link around the selection's start, if any. */
export function linkAtSelection(editor: Squire): HTMLAnchorElement | null {
  const node = editor.getSelection().startContainer;
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest('a') ?? null;
}

/**
 * The selected blocks as headings of `tag`, or as paragraphs again when they all are: Squire
 * edits blocks but has no heading command of its own.
 */
export function toggleHeading(editor: Squire, tag: 'H2' | 'H3') {
  const undo = editor.hasFormat(tag);
  editor.modifyBlocks((fragment) => {
    for (const block of [...fragment.children]) {
      if (!/^(P|DIV|H[1-6])$/.test(block.nodeName)) continue;
      const replacement = document.createElement(undo ? 'P' : tag);
      replacement.append(...block.childNodes);
      block.replaceWith(replacement);
    }
    return fragment;
  });
}
