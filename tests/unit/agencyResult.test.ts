import { readPatentState } from '@/pages/gxq/service/agencyResult/patentsState';

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
});
