/** @jest-environment node */
// The directory's editable fields (src/contract/directoryRecords.ts) are the contract's: the admin
// forms send and the mock takes exactly the properties of each kind's input schema, no field more
// or fewer, so a field added to the document cannot be silently dropped by both.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  AGENCY_FIELDS,
  EXPERT_FIELDS,
  INSTITUTION_FIELDS,
  PRODUCT_FIELDS,
} from '@/contract/directoryRecords';

const document = YAML.parse(
  readFileSync(path.join(__dirname, '..', '..', 'api', 'openapi.yaml'), 'utf-8'),
) as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };

const propertiesOf = (schema: string) =>
  Object.keys(document.components.schemas[schema]?.properties ?? {}).sort();

it.each([
  ['AgencyInput', AGENCY_FIELDS],
  ['InstitutionInput', INSTITUTION_FIELDS],
  ['ProductInput', PRODUCT_FIELDS],
  ['ExpertInput', EXPERT_FIELDS],
])('%s: the form’s fields are the schema’s properties', (schema, fields) => {
  expect(propertiesOf(schema).length).toBeGreaterThan(0);
  expect([...fields].sort()).toEqual(propertiesOf(schema));
});
