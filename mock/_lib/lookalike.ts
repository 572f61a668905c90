// Names that pose as someone else by looking like them (issue 49, finding 18): 平台管理員 for
// 平台管理员, a verified company written in traditional characters or full-width letters. Names are
// compared in one form: NFKC (full-width letters and digits, compatibility ideographs and radicals
// become the ordinary characters), then traditional characters folded to simplified ones by
// OpenCC's tables (opencc-js, `t` to `cn`: characters and phrases, Taiwan and Hong Kong forms).

import * as OpenCC from 'opencc-js/t2cn';

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const fromRegional = [
  OpenCC.Converter({ from: 'tw', to: 'cn' }),
  OpenCC.Converter({ from: 'hk', to: 'cn' }),
];

/** `text` as names are compared: NFKC, then simplified characters. */
export function foldLookAlikes(text: string): string {
  const plain = text.normalize('NFKC');
  return fromRegional.reduce((folded, convert) => convert(folded), toSimplified(plain));
}
