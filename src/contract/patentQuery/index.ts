// Patent search expressions: parse (with positioned Chinese errors), build from the advanced
// form, and recognise patent numbers.
//
// Shared by the client and the mock backend: the search pages parse what the visitor types to
// point at errors before sending it, and the mock parses the same text with the same grammar to
// run it, so both read a query alike. What only the search service does is backend code under
// mock/_lib: executing a query (patent-match.ts), its canonical text and highlight terms
// (patent-query-format.ts), and the IPC titles of facets and reports (ipc.ts).

export type { AdvancedQueryForm } from './advanced';
export {
  APPLICANT_REGION_MESSAGE,
  applicantRegionFieldProblem,
  applicationNumberFieldProblem,
  buildAdvancedQuery,
} from './advanced';
export { DATE_FORMAT_MESSAGE } from './dates';
export { legalStatusOf, patentTypeOf } from './labels';
export type { DetectedPatentNumber } from './number';
export { applicationNumberCheckProblem, detectPatentNumber } from './number';
export { combine, parsePatentQuery } from './parser';
export type {
  AndNode,
  DateField,
  DateNode,
  DateOperator,
  EnumField,
  EnumNode,
  FieldCode,
  LeafNode,
  NotNode,
  OrNode,
  ParseResult,
  PhraseNode,
  ProximityField,
  ProximityNode,
  ProximityOperand,
  QueryError,
  QueryNode,
  TermField,
  TermNode,
  TextField,
} from './types';
export {
  ANY_FIELD,
  FIELD_CODES,
  MAX_PROXIMITY_DISTANCE,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
} from './types';
