import { PATENTS_SCHEMA } from '@/pages/gxq/service/agencyResult/patentsState';
import { nextListParams, readListState } from '@/utils/listState';

const readPatentState = (params: URLSearchParams) => readListState(PATENTS_SCHEMA, params);

describe('agency detail URL state', () => {
  it('reads the page and the patent type of the handled patents', () => {
    expect(readPatentState(new URLSearchParams('page=3&type=utility'))).toEqual({
      page: 3,
      type: 'utility',
    });
  });

  it('falls back on malformed or hostile values', () => {
    expect(readPatentState(new URLSearchParams('page=abc&type=<script>'))).toEqual({
      page: 1,
      type: '',
    });
    expect(readPatentState(new URLSearchParams('page=-4')).page).toBe(1);
    expect(readPatentState(new URLSearchParams()).type).toBe('');
  });

  it('a new type starts from page 1, and the other params of the agency page stay', () => {
    const current = new URLSearchParams('page=3&consult=agency');
    expect(nextListParams(PATENTS_SCHEMA, current, { type: 'design' }).toString()).toBe(
      'consult=agency&type=design',
    );
  });
});
