/** @jest-environment node */
// patent/drawings, patent/drawing and patent/document as a caller sees them: the list with its
// captions, signs and versioned URLs; each drawing as SVG and the published document as PDF, cached
// for good under their current version; unknown patents and figures refused as the contract says.

import { db } from '../../mock/_lib/data';
import {
  patentDocumentFile,
  patentDrawingFile,
  patentDrawings,
} from '../../mock/_lib/handlers/patent-drawings';
import { drawingSvg } from '../../mock/_lib/patent-drawings';
import { hexString } from '../../mock/_lib/pdf';
import { call, callFile } from './helpers';

const list = (query: Record<string, unknown>) =>
  call<API.PatentDrawings>(patentDrawings, { query }).body;
/** The query of a URL the list gave, as the route would receive it. */
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const byId = (id: string) => db().patents.find((p) => p.id === id)!;

describe('patent/drawings', () => {
  it('lists a utility model’s figures with their captions, signs and image URLs', () => {
    const { success, data } = list({ id: 'pat-000001' });
    expect(success).toBe(true);
    expect(data).toMatchObject({
      patentId: 'pat-000001',
      publicationNumber: 'CN200366830U',
      kind: 'description',
      abstractFigure: 1,
    });
    expect(data.figures.map((f) => [f.number, f.label, f.caption, f.signs.length])).toEqual([
      [1, '图1', '整体结构示意图', 5],
      [2, '图2', '局部放大示意图', 3],
    ]);
    expect(data.figures[0].signs[0]).toEqual({ sign: '1', name: '机箱' });
    expect(data.figures[0].url).toMatch(
      /^\/ipr-data-service\/api\/front\/patent\/drawing\?id=pat-000001&figure=1&v=[0-9a-f]{12}$/,
    );
    expect([data.figures[0].width, data.figures[0].height]).toEqual([800, 600]);
    expect(data.documentUrl).toMatch(
      /^\/ipr-data-service\/api\/front\/patent\/document\?id=pat-000001&v=[0-9a-f]{12}$/,
    );
    expect(data.documentDownloadUrl).toBe(`${data.documentUrl}&download=1`);
  });

  it('lists a design’s views, the one its abstract names as the abstract drawing', () => {
    const { data } = list({ id: 'pat-000010' });
    expect(byId('pat-000010').abstract).toContain('最能表明设计要点的图片或照片：立体图1。');
    expect(data.kind).toBe('design');
    expect(data.figures.map((f) => f.label)).toEqual([
      '主视图',
      '后视图',
      '左视图',
      '右视图',
      '俯视图',
      '仰视图',
      '立体图1',
      '立体图2',
    ]);
    expect(data.abstractFigure).toBe(7);
  });

  it('refuses an unknown patent with NOT_FOUND and a missing id with BAD_REQUEST', () => {
    expect(list({ id: 'pat-999999' })).toEqual({
      success: false,
      data: null,
      errorCode: 'NOT_FOUND',
      errorMessage: '未找到该专利',
      showType: 0,
    });
    expect(list({})).toMatchObject({ errorCode: 'BAD_REQUEST', errorMessage: '缺少参数 id' });
  });
});

describe('patent/drawing', () => {
  const figure = () => list({ id: 'pat-000001' }).data.figures[0];

  it('sends the SVG of its URL, cached for good under that version', () => {
    const sent = callFile(patentDrawingFile, { query: queryOf(figure().url) });
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('image/svg+xml');
    expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sent.headers['x-content-type-options']).toBe('nosniff');
    expect(sent.headers['content-length']).toBe(sent.file!.length);
    const svg = sent.file!.toString('utf8');
    expect(svg).toBe(drawingSvg(byId('pat-000001'), 1));
    expect(svg).toMatch(
      /^<\?xml[^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 600"/,
    );
  });

  it('sends the current drawing unversioned or under another version, to be checked again', () => {
    const { id, figure: number } = queryOf(figure().url);
    for (const query of [
      { id, figure: number },
      { id, figure: number, v: '000000000000' },
    ]) {
      const sent = callFile(patentDrawingFile, { query });
      expect(sent.status).toBe(200);
      expect(sent.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown patent or figure with 404 and an envelope', () => {
    for (const query of [
      { id: 'pat-999999', figure: '1' },
      { id: 'pat-000001', figure: '3' },
      { id: 'pat-000001', figure: 'x' },
      {},
    ]) {
      const sent = callFile(patentDrawingFile, { query });
      expect(sent.status).toBe(404);
      expect(sent.file).toBeUndefined();
      expect(sent.body).toMatchObject({ success: false, errorCode: 'FILE_NOT_FOUND', showType: 0 });
    }
  });
});

describe('patent/document', () => {
  it('is the granted invention’s B publication with its A, claims, description and drawings', () => {
    const p = byId('pat-000007');
    expect(p.publications.map((x) => `${x.number} ${x.date}`)).toEqual([
      'CN100294320A 2002-03-16',
      'CN100294320B 2004-11-07',
    ]);
    const { documentUrl } = list({ id: p.id }).data;
    const sent = callFile(patentDocumentFile, { query: queryOf(documentUrl) });
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('application/pdf');
    expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sent.headers['content-disposition']).toBe(
      `inline; filename="CN100294320B.pdf"; filename*=UTF-8''${encodeURIComponent('CN100294320B 一种设施温室的环境调控方法.pdf')}`,
    );
    const text = sent.file!.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    for (const words of [
      '(12)发明专利',
      '(10)授权公告号 CN 100294320 B',
      '(45)授权公告日 2004.11.07',
      'CN 100294320 A',
      '(43)申请公布日 ',
      '2002.03.16',
      p.applicationNumber,
      p.title,
      '权利要求书',
      '说明书',
      '说明书附图',
      '技术领域',
    ])
      expect({ words, found: text.includes(hexString(words)) }).toEqual({ words, found: true });
    // Front page, one page of claims at least, the description and a page of drawings.
    expect(
      Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]),
    ).toBeGreaterThanOrEqual(4);
  });

  it('is a download with download=1, and the same bytes on every request', () => {
    const { documentDownloadUrl } = list({ id: 'pat-000010' }).data;
    const a = callFile(patentDocumentFile, { query: queryOf(documentDownloadUrl) });
    const b = callFile(patentDocumentFile, { query: queryOf(documentDownloadUrl) });
    expect(a.headers['content-disposition']).toMatch(/^attachment; filename="CN\d+S\.pdf"/);
    expect(a.file!.equals(b.file!)).toBe(true);
    const text = a.file!.toString('latin1');
    for (const words of ['(12)外观设计专利', '外观设计图片或照片', '简要说明', '立体图1'])
      expect(text).toContain(hexString(words));
  });

  it('answers an unknown patent with 404 and an envelope', () => {
    const sent = callFile(patentDocumentFile, { query: { id: 'pat-999999' } });
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({
      success: false,
      data: null,
      errorCode: 'FILE_NOT_FOUND',
      errorMessage: '未找到该专利',
      showType: 0,
    });
  });
});

describe('data routes', () => {
  it('serve the drawings, each drawing and the document', () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const routes = require('../../mock/data').routes;
    expect(routes['GET /ipr-data-service/api/front/patent/drawings']).toBe(patentDrawings);
    expect(routes['GET /ipr-data-service/api/front/patent/drawing']).toBe(patentDrawingFile);
    expect(routes['GET /ipr-data-service/api/front/patent/document']).toBe(patentDocumentFile);
  });
});
