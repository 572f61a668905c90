// What an export of hits is built with: loaded with the first export, not with the result page.

export { patentsToCsv } from './exportCsv';
export { patentsToSheet } from './exportColumns';
