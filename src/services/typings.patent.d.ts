// Patent intelligence part of the data contract (namespace API continues typings.d.ts):
// search with facets, patent detail, value assessment and navigation reports.

declare namespace API {
  /** Sort of a patent search: relevance, or a date field with its direction. */
  type PatentSort =
    | 'relevance'
    | 'applicationDate desc'
    | 'applicationDate asc'
    | 'publicationDate desc'
    | 'publicationDate asc';

  /** Facet filters that narrow a search (multi-valued: OR within a facet, AND across facets). */
  interface PatentFacetFilters {
    type?: PatentType[];
    legalStatus?: LegalStatus[];
    /** Application years, e.g. [2021, 2022]. */
    year?: number[];
    /** IPC sections A–H. */
    ipcSection?: string[];
    /** IPC classes, e.g. H01. */
    ipcClass?: string[];
    applicant?: string[];
    agency?: string[];
  }

  /** GET params of the search: `q` is a field-code expression or plain keywords. */
  interface PatentSearchParams {
    q: string;
    page?: number;
    size?: number;
    sort?: PatentSort;
    /** PatentFacetFilters as a JSON string. */
    queryData?: string;
  }

  interface FacetBucket {
    value: string;
    label: string;
    count: number;
  }

  interface PatentFacets {
    type: FacetBucket[];
    legalStatus: FacetBucket[];
    year: FacetBucket[];
    ipcSection: FacetBucket[];
    ipcClass: FacetBucket[];
    /** Top 10. */
    applicant: FacetBucket[];
    /** Top 10. */
    agency: FacetBucket[];
  }

  interface PatentHit extends Patent {
    /** Relevance score (higher first) when sorted by relevance. */
    score: number;
    valueScore: number;
  }

  /** A search answer: a page of hits, facets of the whole (facet-filtered) result, and the terms to highlight. */
  interface PatentSearchResult extends Page<PatentHit> {
    facets: PatentFacets;
    /** Plain terms of the positive clauses of the query (truncation `*` removed), for highlighting. */
    terms: string[];
    tookMs: number;
    /** The query in canonical form (upper-case codes and operators, explicit AND). */
    query?: string;
  }

  interface PatentRef {
    id?: string;
    publicationNumber: string;
    title: string;
    applicant?: string;
    date?: string;
  }

  interface LegalEvent {
    date: string;
    /** e.g. 公开, 实质审查的生效, 授权, 专利权的转移, 专利权质押, 未缴年费终止 */
    event: string;
    detail?: string;
  }

  interface FamilyMember {
    publicationNumber: string;
    /** Office code: CN, US, EP, WO, JP, KR … */
    office: string;
    date: string;
  }

  interface PatentDetail extends Patent {
    claims: string[];
    description: string;
    legalEvents: LegalEvent[];
    family: FamilyMember[];
    citations: PatentRef[];
    citedBy: PatentRef[];
    valueScore: number;
    valueGrade: string;
    /**
     * The value model's reference valuation, 万元 (0 when the patent is not in force): an
     * orientation for pledge financing, not an appraisal report.
     */
    referenceValue: number;
    /** The trading listing of this patent, when it is for sale. */
    listingId?: string;
  }

  /** Legal | technical | economic (GB/T 42748-2023). */
  type ValueDimensionKey = 'legal' | 'technical' | 'economic';

  interface ValueIndicator {
    key: string;
    label: string;
    dimension: ValueDimensionKey;
    /** The raw value, e.g. 12 (claims) or 'valid'. */
    raw: number | string;
    /** How the raw value reads, e.g. `12 项`, `有效`. */
    display: string;
    /** 0–100 score of the indicator. */
    score: number;
    /** Weight inside its dimension, 0–1; a dimension's weights add up to 1. */
    weight: number;
    /** score × weight × dimension weight: points it adds to the overall score. */
    contribution: number;
  }

  interface ValueDimension {
    key: ValueDimensionKey;
    label: string;
    score: number;
    /** Weight of the dimension in the overall score, 0–1. */
    weight: number;
    indicators: ValueIndicator[];
  }

  interface ValueAssessment {
    patentId: string;
    score: number;
    /** A (≥ 85) | B (≥ 70) | C (≥ 55) | D (< 55) */
    grade: string;
    dimensions: ValueDimension[];
    modelVersion: string;
    /** True when the score of an invalid patent was capped (contributions scaled to add up). */
    capped?: boolean;
    /** The score before the cap, when capped. */
    uncappedScore?: number;
    /** Why the score was adjusted, in Chinese. */
    note?: string;
  }

  /** A row of the value list. */
  interface PatentValueRow {
    id: string;
    title: string;
    applicationNumber: string;
    type: PatentType;
    legalStatus: LegalStatus;
    field?: string;
    applicants: string[];
    applicationDate: string;
    score: number;
    grade: string;
    legalScore: number;
    technicalScore: number;
    economicScore: number;
  }

  interface PatentValueFilters {
    /** Score band: `85-100`, `70-85`, `55-70`, `0-55`. */
    band?: string;
    type?: PatentType;
    /** SERVICE_TechnicalFields value. */
    field?: string;
  }

  interface PatentValueDetail {
    patent: PatentDetail;
    assessment: ValueAssessment;
  }

  /** GB/T 39551 kinds used by the portal. */
  type NavReportKind = 'industry' | 'region' | 'enterprise' | 'rd';

  interface NavReport {
    id: string;
    title: string;
    kind: NavReportKind;
    /** SERVICE_TechnicalFields value. */
    field: string;
    region: string;
    publisher: string;
    publishDate: string;
    summary: string;
    pages: number;
    /** The saved search the report's figures are computed from (a field-code expression). */
    query: string;
    /** Data cut-off date of the report. */
    cutoffDate: string;
    /** URL of the PDF (served by the backend). */
    pdfUrl: string;
  }

  interface NavReportFilters {
    kind?: NavReportKind;
    field?: string;
    region?: string;
    year?: number;
  }

  interface ChartPoint {
    label: string;
    value: number;
  }

  /** Key figures of a report, computed from the patents of its saved query. */
  interface NavReportFigures {
    total: number;
    filingsPerYear: ChartPoint[];
    topApplicants: ChartPoint[];
    ipcDistribution: ChartPoint[];
    regions: ChartPoint[];
  }
}
