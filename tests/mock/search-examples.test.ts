/** @jest-environment node */
// Every example the search pages show finds something when searched as the page sends it.
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { buildAdvancedQuery } from '../../src/contract/patentQuery';
import {
  ADVANCED_FIELD_EXAMPLES,
  ADVANCED_QUERY_EXAMPLE,
  EXAMPLE_QUERIES,
  FIELD_CODES,
  PROXIMITY_OPERATORS,
  SEARCH_BOX_EXAMPLES,
} from '../../src/pages/gxq/patent/components/syntax';
import { call } from './helpers';

const total = (q: string) => {
  const body = call<API.PatentSearchResult>(searchPatents, { query: { q } }).body;
  return body.success ? body.data.totalElements : body.errorMessage;
};

describe('the search pages’ examples', () => {
  it.each([
    ...EXAMPLE_QUERIES.map((example) => ['示例', example.query]),
    ...SEARCH_BOX_EXAMPLES.map((query) => ['检索框', query]),
    ...FIELD_CODES.map((field) => ['检索语法说明', field.example]),
    ...PROXIMITY_OPERATORS.map((operator) => ['检索语法说明', operator.example]),
    ['高级检索', ADVANCED_QUERY_EXAMPLE],
    // The advanced form's placeholders, as the form writes them into an expression.
    ...Object.entries(ADVANCED_FIELD_EXAMPLES).flatMap(([name, values]) =>
      values.map((value) => ['高级检索', buildAdvancedQuery({ [name]: value })]),
    ),
  ])('%s %s finds at least one patent', (_, query) => {
    expect(total(query)).toBeGreaterThan(0);
  });
});
