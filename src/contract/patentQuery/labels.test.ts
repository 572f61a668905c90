import { legalStatusOf, patentTypeOf } from '.';

describe('labels', () => {
  it('reads patent types and legal statuses in Chinese or English', () => {
    expect(['发明', 'INVENTION', '实用新型', 'design', '外观'].map(patentTypeOf)).toEqual([
      'invention',
      'invention',
      'utility',
      'design',
      null,
    ]);
    expect(['审中', 'valid', '失效', 'lapsed'].map(legalStatusOf)).toEqual([
      'pending',
      'valid',
      'invalid',
      null,
    ]);
  });
});
