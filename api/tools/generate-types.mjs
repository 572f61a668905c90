#!/usr/bin/env node
// `npm run api:types`: the portal's service types from the contract, with openapi-typescript, into
// src/services/api.generated.ts (checked in). `--check` regenerates in memory and fails when the
// checked-in file differs, so a document change without its types cannot land.
//
// One adaptation before generating: a JSON-content query parameter (the `queryData` convention)
// is typed as the object it encodes, not as the string on the wire. The portal's request layer
// does the encoding (src/services/params.ts), so callers hand it the object.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import YAML from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DOCUMENT = resolve(ROOT, 'api/openapi.yaml');
const OUTPUT = resolve(ROOT, 'src/services/api.generated.ts');

const HEADER = `// Generated from api/openapi.yaml by \`npm run api:types\` (openapi-typescript). Do not edit:
// change the document and generate again. CI fails when this file is not what the document gives.
/* eslint-disable */
`;

/** Every parameter object of the document: the operations' and the shared ones. */
function* parameterObjects(doc) {
  yield* Object.values(doc.components?.parameters ?? {});
  for (const item of Object.values(doc.paths ?? {})) {
    yield* item.parameters ?? [];
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object' && Array.isArray(operation.parameters))
        yield* operation.parameters;
    }
  }
}

function decodeJsonParameters(doc) {
  for (const parameter of parameterObjects(doc)) {
    const json = parameter.content?.['application/json'];
    if (parameter.$ref || !json?.schema) continue;
    parameter.schema = json.schema;
    delete parameter.content;
  }
  return doc;
}

export async function generateTypes() {
  const doc = decodeJsonParameters(YAML.parse(readFileSync(DOCUMENT, 'utf8')));
  const ast = await openapiTS(doc, { alphabetize: false });
  return HEADER + astToString(ast);
}

async function main() {
  const generated = await generateTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT, 'utf8');
    } catch {
      // missing: reported below
    }
    if (current !== generated) {
      process.stderr.write(
        'src/services/api.generated.ts is not what api/openapi.yaml gives: run `npm run api:types` and commit it.\n',
      );
      process.exit(1);
    }
    process.stdout.write('src/services/api.generated.ts is up to date with api/openapi.yaml\n');
    return;
  }
  writeFileSync(OUTPUT, generated);
  process.stdout.write(`${OUTPUT.slice(ROOT.length + 1)} written from api/openapi.yaml\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
