// How numbers and IPC codes are typed: with a Chinese input method's full-width characters, in
// lower case, and IPC codes with the space that separates subclass and group (`G06F 16/33`).

/**
 * Full-width ASCII forms (Ｈ０１Ｍ／) as their ASCII characters and the ideographic space as a
 * space; one character for one, so positions in the input stay valid.
 */
export function foldWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}

/** An IPC code as the search compares it: `ｇ０６ｆ 16／33` → `G06F16/33`. */
export function normalizeIpc(text: string): string {
  return foldWidth(text).replace(/\s+/g, '').toUpperCase();
}

const IPC_SUBCLASS = /^[A-H]\d{2}[A-Z]$/i;
/** Main group and subgroup (`16/33`, `10/0525`), possibly truncated (`16/3*`). */
const IPC_GROUP = /^\d{1,4}\/\d{1,6}\*?$/;
/** A main group alone (`16`, `16*`) as well, where the field says the words are IPC codes. */
const IPC_MAIN_GROUP = /^\d{1,4}(\/\d{0,6})?\*?$/;

/** `G06F`: the part of an IPC code written before the space. */
export function isIpcSubclass(word: string): boolean {
  return IPC_SUBCLASS.test(foldWidth(word));
}

/**
 * `16/33`: the part written after the space. `withSlash` asks for the subgroup too, where the word
 * could otherwise be a term of its own (a bare word, or after `IPC=` without brackets).
 */
export function isIpcGroup(word: string, withSlash: boolean): boolean {
  return (withSlash ? IPC_GROUP : IPC_MAIN_GROUP).test(foldWidth(word));
}
