// A patent's drawings and its published document: the list (JSON), each drawing as SVG and the
// document as PDF. The files' URLs name their version (`v`, a hash of the bytes), so an answer to
// the current version may be cached for good; any other asks the cache to check again.

import { SERVICES } from '../../../src/contract/vocabulary';
import { detailOf, findPatent } from '../data/patent-store';
import type { Handler, MockRequest, MockResponse } from '../envelope';
import { badRequest, fail, handle, notFound } from '../envelope';
import { drawingScene, drawingSetOf, drawingSvg, versionOf } from '../patent-drawings';
import { patentDocumentPdf } from '../patent-pdf';

const BASE = `${SERVICES.data.prefix}/api/front/patent`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The version of each patent's document, kept so listing drawings does not lay it out twice. */
const documentVersions = new Map<string, string>();

function documentOf(patent: API.Patent): Buffer {
  const pdf = patentDocumentPdf(patent, detailOf(patent), drawingSetOf(patent));
  documentVersions.set(patent.id, versionOf(pdf));
  return pdf;
}

function documentVersion(patent: API.Patent): string {
  return documentVersions.get(patent.id) ?? versionOf(documentOf(patent));
}

const drawingUrl = (id: string, figure: number, v: string) =>
  `${BASE}/drawing?id=${encodeURIComponent(id)}&figure=${figure}&v=${v}`;

/** GET …/patent/drawings?id= → the drawings and the document's URLs. */
export const patentDrawings = handle((req): API.PatentDrawings => {
  const id = typeof req.query?.id === 'string' ? req.query.id.trim() : '';
  if (!id) throw badRequest('缺少参数 id');
  const patent = findPatent({ id });
  if (!patent) throw notFound('未找到该专利');
  const set = drawingSetOf(patent);
  const document = `${BASE}/document?id=${encodeURIComponent(patent.id)}&v=${documentVersion(patent)}`;
  return {
    patentId: patent.id,
    publicationNumber: patent.publicationNumber,
    kind: set.kind,
    abstractFigure: set.abstractFigure,
    figures: set.figures.map((figure, i) => {
      const scene = drawingScene(patent, i + 1)!;
      return {
        number: i + 1,
        label: figure.label,
        caption: figure.caption,
        signs: figure.signs,
        url: drawingUrl(patent.id, i + 1, versionOf(drawingSvg(patent, i + 1)!)),
        width: Math.round(scene.width),
        height: Math.round(scene.height),
      };
    }),
    documentUrl: document,
    documentDownloadUrl: `${document}&download=1`,
  };
});

/** What a file route needs of an express response besides status/json. */
interface BinaryResponse extends MockResponse {
  setHeader(name: string, value: string | number): unknown;
  end(body: Buffer): unknown;
}

function sendFile(
  req: MockRequest,
  res: MockResponse,
  file: { type: string; bytes: Buffer; disposition: string; policy?: string },
): void {
  const out = res as BinaryResponse;
  const current = String(req.query?.v ?? '') === versionOf(file.bytes);
  out.status(200);
  out.setHeader('Content-Type', file.type);
  out.setHeader('Content-Length', file.bytes.length);
  out.setHeader('Content-Disposition', file.disposition);
  out.setHeader('Cache-Control', current ? IMMUTABLE : 'no-cache');
  out.setHeader('X-Content-Type-Options', 'nosniff');
  if (file.policy) out.setHeader('Content-Security-Policy', file.policy);
  out.end(file.bytes);
}

const patentOf = (req: MockRequest) =>
  typeof req.query?.id === 'string' && req.query.id ? findPatent({ id: req.query.id }) : undefined;

/** GET …/patent/drawing?id=&figure=&v= → image/svg+xml; unknown patent or figure → 404. */
export const patentDrawingFile: Handler = (req, res) => {
  const patent = patentOf(req);
  const figure = Number(req.query?.figure);
  const svg = patent && Number.isInteger(figure) ? drawingSvg(patent, figure) : undefined;
  if (!patent || !svg) {
    res.status(404).json(fail('未找到该附图', 'FILE_NOT_FOUND', 0));
    return;
  }
  const bytes = Buffer.from(svg, 'utf8');
  sendFile(req, res, {
    type: 'image/svg+xml',
    bytes,
    disposition: `inline; filename="${patent.publicationNumber}-${figure}.svg"`,
    // A drawing has no scripts or outside resources: opened on its own, nothing may run in it.
    policy: "default-src 'none'",
  });
};

/** GET …/patent/document?id=&v=&download= → application/pdf; unknown patent → 404. */
export const patentDocumentFile: Handler = (req, res) => {
  const patent = patentOf(req);
  if (!patent) {
    res.status(404).json(fail('未找到该专利', 'FILE_NOT_FOUND', 0));
    return;
  }
  const name = `${patent.publicationNumber}.pdf`;
  const how = String(req.query?.download ?? '') === '1' ? 'attachment' : 'inline';
  sendFile(req, res, {
    type: 'application/pdf',
    bytes: documentOf(patent),
    disposition: `${how}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(`${patent.publicationNumber} ${patent.title}.pdf`)}`,
  });
};
