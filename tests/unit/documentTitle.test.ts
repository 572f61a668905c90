import { composeTitle, setItemTitle, setRouteTitle } from '@/utils/documentTitle';

describe('document titles', () => {
  afterEach(() => {
    setItemTitle(undefined);
    setRouteTitle(undefined);
  });

  it('name the page, then the portal', () => {
    setRouteTitle('专利检索');
    expect(document.title).toBe('专利检索 - 知识产权服务业集聚发展示范区');
    expect(composeTitle('  ')).toBe('知识产权服务业集聚发展示范区');
  });

  it('name a detail page after its item, whichever is set first, and fall back when it leaves', () => {
    setItemTitle('一种无人机');
    setRouteTitle('专利详情');
    expect(document.title).toBe('一种无人机 - 知识产权服务业集聚发展示范区');
    setItemTitle(undefined);
    expect(document.title).toBe('专利详情 - 知识产权服务业集聚发展示范区');
  });
});
