import { renderHook, waitFor } from '@testing-library/react';
import useDictionaries from '@/hooks/useDictionaries';
import * as website from '@/services/website';
import { dictLabel, loadDictionaries } from '@/utils/dictionaries';

jest.mock('@/services/website', () => ({ findDictItems: jest.fn() }));

const page = (items: API.DictItem[]): API.Page<API.DictItem> => ({
  content: items,
  totalElements: items.length,
  totalPages: 1,
  number: 0,
  size: 5000,
});

const mockedFind = website.findDictItems as jest.Mock;

describe('loadDictionaries', () => {
  it('loads the five dictionaries by code and keeps label and value', async () => {
    const fetchDict = jest.fn(async (code: string) =>
      page([{ label: `${code}-名称`, value: code, sortNo: 1 }]),
    );
    const { dicts, failed } = await loadDictionaries(fetchDict);
    expect(fetchDict.mock.calls.map(([code]) => code)).toEqual([
      'ZSCQJR',
      'ZSCQJY',
      'SERVICE_MainService',
      'SERVICE_PartTimeOperation',
      'SERVICE_TechnicalFields',
    ]);
    expect(dicts.technicalFields).toEqual([
      { label: 'SERVICE_TechnicalFields-名称', value: 'SERVICE_TechnicalFields' },
    ]);
    expect(failed).toEqual([]);
  });

  it('keeps the others when one fails', async () => {
    const { dicts, failed } = await loadDictionaries(async (code) => {
      if (code === 'ZSCQJY') throw new Error('down');
      return page([{ label: '专利质押贷款', value: 'zlzy' }]);
    });
    expect(failed).toEqual(['tradeCategory']);
    expect(dicts.tradeCategory).toEqual([]);
    expect(dicts.financeCategory).toHaveLength(1);
  });

  it('labels values', () => {
    expect(dictLabel([{ label: '新材料', value: 'xcl' }], 'xcl')).toBe('新材料');
    expect(dictLabel([], 'xcl')).toBe('xcl');
  });
});

describe('useDictionaries', () => {
  beforeEach(() =>
    mockedFind.mockImplementation(async (code: string) => page([{ label: code, value: code }])),
  );
  afterEach(() => mockedFind.mockReset());

  it('reloads when the current user changes', async () => {
    const { result, rerender } = renderHook(({ user }) => useDictionaries(user), {
      initialProps: { user: '' },
    });
    await waitFor(() => expect(result.current.dicts.financeCategory).toHaveLength(1));
    expect(mockedFind).toHaveBeenCalledTimes(5);
    expect(mockedFind).toHaveBeenCalledWith('ZSCQJR');

    rerender({ user: 'admin' });
    await waitFor(() => expect(mockedFind).toHaveBeenCalledTimes(10));

    rerender({ user: 'admin' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(mockedFind).toHaveBeenCalledTimes(10);
  });
});
