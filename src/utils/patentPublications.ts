// The names CNIPA gives a patent's publications: an invention's A is 申请公布 (公开号), its B and
// a utility model's or design's only publication are 授权公告 (授权公告号).

export const PUBLICATION_NUMBER_LABELS: Record<API.PatentPublication['kind'], string> = {
  A: '公开号',
  B: '授权公告号',
  U: '授权公告号',
  S: '授权公告号',
};

export const PUBLICATION_DATE_LABELS: Record<API.PatentPublication['kind'], string> = {
  A: '公开日',
  B: '授权公告日',
  U: '授权公告日',
  S: '授权公告日',
};

/** Each publication as label and value pairs: number then date, in publication order. */
export function publicationLines(
  publications: readonly API.PatentPublication[],
): { label: string; value: string }[] {
  return publications.flatMap((p) => [
    { label: PUBLICATION_NUMBER_LABELS[p.kind], value: p.number },
    { label: PUBLICATION_DATE_LABELS[p.kind], value: p.date },
  ]);
}
