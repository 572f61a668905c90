'use strict';
// The API contract (api/openapi.yaml) as code: which operation a request is for, whether a request
// or an answer keeps to the document, and an example request for each operation. Used by the
// backend check (contract-check.js), the browser tests and the unit tests. CommonJS with JSDoc,
// so node scripts, ESM tests and jest's TypeScript all load it as it is.

const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats');
const { cachedText } = require('./hashCache');

const DEFAULT_FILE = path.join(__dirname, '..', 'openapi.yaml');
const METHODS = ['get', 'post'];
const DOC_ID = 'contract';
const STRICT_DOC_ID = 'contract-strict';
/** Suffix of the copy of a named schema that admits more properties (an allOf member). */
const OPEN_SUFFIX = '__open';
/** OpenAPI's own format names say how a value is stored, not what is valid: accept them all. */
const STORAGE_FORMATS = ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password'];
// Keywords whose value is a schema, a list or a map of schemas (JSON Schema 2020-12). Shapes of
// values are closed in strict mode; conditions and extensions of the schema itself stay open.
const VALUE_SCHEMAS = ['items', 'contains', 'additionalProperties', 'unevaluatedItems'];
const VALUE_SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const CONDITIONS = ['if', 'then', 'else', 'not'];

/**
 * @typedef {object} Operation
 * @property {'get' | 'post'} method
 * @property {string} path the template, e.g. /ipr-nav-service/api/front/navReport/pdf/{id}
 * @property {string} operationId
 * @property {string} tag the service
 * @property {'visitor' | 'account' | 'owner' | 'admin'} access
 * @property {'spec' | 'portal'} origin
 * @property {string[]} errorCodes the business error codes it may answer with
 * @property {boolean} unwrapped the portal's request layer hands callers the envelope's data
 * @property {Record<string, any>} operation the operation object as written
 *
 * @typedef {{ status: number, showType: number, title: string, description: string }} ErrorCodeEntry
 * @typedef {{ method: string, url: string, body?: unknown }} RequestSent
 * @typedef {{ status: number, contentType?: string | null, body?: unknown }} Answer
 * @typedef {{ path: string, query: Record<string, string>, url: string, body?: unknown }} ExampleRequest
 */

/** @param {unknown} value @returns {value is Record<string, any>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @param {string} mime */
function isJsonType(mime) {
  return /^application\/([\w.-]+\+)?json$/.test(mime);
}

/** @param {string[]} tokens @returns {string} a JSON pointer, URI-encoded for use in a $ref */
function pointerOf(tokens) {
  return tokens
    .map((token) => '/' + encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('');
}

/** @param {string} ref a local $ref, e.g. #/components/responses/Unauthorized */
function tokensOf(ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * ajv's instancePath as a reader writes it: /data/content/0/price → data.content[0].price. The
 * value tells an array index from a key that is a number (a region code).
 * @param {string} instancePath @param {string} prefix @param {unknown} value
 */
function readablePath(instancePath, prefix, value) {
  const steps = instancePath
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  let text = prefix;
  let node = /** @type {any} */ (value);
  for (const step of steps) {
    text += Array.isArray(node) ? `[${step}]` : text ? `.${step}` : step;
    node = node?.[step];
  }
  return text || 'body';
}

/**
 * @param {import('ajv').ErrorObject[]} errors @param {string} prefix @param {unknown} value
 * @returns {string[]}
 */
function describeErrors(errors, prefix, value) {
  // "must match exactly one schema in oneOf" only repeats what the branches' errors say.
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword));
  const lines = (specific.length ? specific : errors).map((error) => {
    const where = readablePath(error.instancePath, prefix, value);
    const params = /** @type {Record<string, any>} */ (error.params);
    switch (error.keyword) {
      case 'unevaluatedProperties':
      case 'additionalProperties': {
        const name = params.unevaluatedProperty ?? params.additionalProperty;
        return `${where}.${name}: is not in the document`;
      }
      case 'const':
        return `${where}: must be ${JSON.stringify(params.allowedValue)}`;
      case 'enum':
        return `${where}: must be one of ${params.allowedValues.map(String).join(', ')}`;
      default:
        return `${where}: ${error.message}`;
    }
  });
  return [...new Set(lines)];
}

/**
 * A copy of a schema in which every object schema admits only the properties the document defines
 * (unevaluatedProperties: false), for checking our own mock. A schema's extensions (allOf members,
 * oneOf/anyOf members beside its own properties, conditions) are left open, so that the schema
 * they extend decides: a named one is replaced by its open copy (X__open).
 * @param {any} schema @param {boolean} [isExtension]
 * @returns {any}
 */
function closeSchema(schema, isExtension = false) {
  if (!isObject(schema)) return schema;
  const copy = { ...schema };
  /** @param {any} member */
  const openMember = (member) =>
    typeof member?.$ref === 'string' && member.$ref.startsWith('#/components/schemas/')
      ? { ...member, $ref: member.$ref + OPEN_SUFFIX }
      : closeSchema(member, true);
  for (const key of VALUE_SCHEMAS) if (isObject(copy[key])) copy[key] = closeSchema(copy[key]);
  for (const key of VALUE_SCHEMA_MAPS) {
    if (!isObject(copy[key])) continue;
    const map = copy[key];
    copy[key] = Object.fromEntries(Object.keys(map).map((name) => [name, closeSchema(map[name])]));
  }
  for (const key of CONDITIONS) if (isObject(copy[key])) copy[key] = openMember(copy[key]);
  if (Array.isArray(copy.prefixItems)) copy.prefixItems = copy.prefixItems.map(closeSchema);
  if (Array.isArray(copy.allOf)) copy.allOf = copy.allOf.map(openMember);
  // oneOf: [A, B] offers alternatives, closed each; beside properties, or in a schema that is
  // itself an extension, it extends them and the schema extended decides.
  const hasProperties = isObject(copy.properties);
  for (const key of ['oneOf', 'anyOf']) {
    if (!Array.isArray(copy[key])) continue;
    copy[key] = copy[key].map((/** @type {any} */ member) =>
      hasProperties || isExtension ? openMember(member) : closeSchema(member),
    );
  }
  const isObjectSchema = hasProperties || Array.isArray(copy.allOf);
  const setsItsOwn = 'additionalProperties' in copy || 'unevaluatedProperties' in copy;
  if (isObjectSchema && !setsItsOwn && !isExtension) copy.unevaluatedProperties = false;
  return copy;
}

/** The document with closed schemas everywhere, and an open copy of every named schema. */
function closeDocument(/** @type {Record<string, any>} */ doc) {
  /** @type {(node: any) => any} */
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === 'example' || key === 'examples') return [key, value];
        return [key, key === 'schema' ? closeSchema(value) : walk(value)];
      }),
    );
  };
  const named = doc.components?.schemas ?? {};
  const closed = walk({ ...doc, components: { ...doc.components, schemas: {} } });
  for (const name of Object.keys(named)) {
    closed.components.schemas[name] = closeSchema(named[name]);
    closed.components.schemas[name + OPEN_SUFFIX] = closeSchema(named[name], true);
  }
  return closed;
}

/**
 * A query or path value arrives as a string: the number or boolean the schema asks for, when it
 * reads as one (otherwise the string, which the schema then refuses).
 * @param {string} raw @param {Record<string, any>} schema
 */
function coerce(raw, schema) {
  const types = [].concat(schema.type ?? []);
  if (types.includes('string')) return raw;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) {
    return Number(raw);
  }
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * Reads the document.
 * @param {string} [file] defaults to api/openapi.yaml
 */
function loadContract(file = DEFAULT_FILE) {
  const text = fs.readFileSync(file, 'utf8');
  // Parsing the YAML takes about a second of a busy core; every browser test file loads it.
  return createContract(
    JSON.parse(cachedText('ipr-contract', text, () => JSON.stringify(YAML.parse(text)))),
  );
}

/**
 * The contract of a parsed document.
 * @param {Record<string, any>} doc
 */
function createContract(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of STORAGE_FORMATS) ajv.addFormat(format, true);
  ajv.addSchema(doc, DOC_ID);
  let strictDocAdded = false;
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();

  /** @param {string[]} tokens */
  const valueAt = (tokens) =>
    tokens.reduce((node, token) => node?.[token], /** @type {any} */ (doc));

  /**
   * The object at a location, following $refs (a response, parameter or body defined once).
   * @param {string[]} tokens
   * @returns {{ node: any, tokens: string[] }}
   */
  const follow = (tokens) => {
    let at = tokens;
    let node = valueAt(at);
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops += 1) {
      if (hops > 20) throw new Error(`$ref loop at ${pointerOf(tokens)}`);
      at = tokensOf(node.$ref);
      node = valueAt(at);
    }
    return { node, tokens: at };
  };

  /**
   * A validator for the schema at a location, compiled on first use.
   * @param {string[]} tokens @param {boolean} strict
   */
  const validatorAt = (tokens, strict) => {
    const key = `${strict ? STRICT_DOC_ID : DOC_ID}#${pointerOf(tokens)}`;
    let validate = validators.get(key);
    if (!validate) {
      if (strict && !strictDocAdded) {
        ajv.addSchema(closeDocument(doc), STRICT_DOC_ID);
        strictDocAdded = true;
      }
      validate = ajv.compile({ $ref: key });
      validators.set(key, validate);
    }
    return validate;
  };

  /** @type {Operation[]} */
  const operations = [];
  for (const [template, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(pathItem)) {
      if (!METHODS.includes(method)) continue;
      const operation = pathItem[method];
      operations.push({
        method: /** @type {'get' | 'post'} */ (method),
        path: template,
        operationId: operation.operationId,
        tag: operation.tags?.[0],
        access: operation['x-access'],
        origin: operation['x-origin'],
        errorCodes: operation['x-error-codes'] ?? [],
        unwrapped: operation['x-unwrapped'] === true,
        operation,
      });
    }
  }
  const byId = new Map(operations.map((entry) => [entry.operationId, entry]));

  /** @type {Map<string, ErrorCodeEntry>} */
  const catalogue = new Map();
  for (const member of follow(['components', 'schemas', 'ErrorCode']).node?.oneOf ?? []) {
    const entry = isObject(member) && member.$ref ? follow(tokensOf(member.$ref)).node : member;
    catalogue.set(entry.const, {
      status: entry['x-http-status'],
      showType: entry['x-show-type'],
      title: entry.title,
      description: entry.description,
    });
  }

  // Literal paths win over templates (/navReport/latest before /navReport/{id}).
  const routes = Object.keys(doc.paths ?? {})
    .map((template) => {
      const names = [...template.matchAll(/\{([^}]+)\}/g)].map((found) => found[1]);
      const pattern = template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('([^/]+)');
      return { template, names, regex: new RegExp(`^${pattern}$`) };
    })
    .sort((a, b) => Number(a.names.length > 0) - Number(b.names.length > 0));

  /**
   * The templates a concrete path fits, literal ones first, with its path parameters' values.
   * @param {string} pathname
   */
  const routesFor = (pathname) =>
    routes.flatMap(({ template, names, regex }) => {
      const found = regex.exec(pathname);
      if (!found) return [];
      /** @type {Record<string, string>} */
      const values = {};
      names.forEach((name, index) => {
        try {
          values[name] = decodeURIComponent(found[index + 1]);
        } catch {
          values[name] = found[index + 1];
        }
      });
      return [{ template, values }];
    });

  /**
   * The operation a request is for, with its path parameters' values.
   * @param {string} method @param {string} pathname
   */
  const locate = (method, pathname) => {
    const verb = method.toLowerCase();
    for (const { template, values } of routesFor(pathname)) {
      const entry = operations.find((op) => op.path === template && op.method === verb);
      if (entry) return { entry, values };
    }
    return null;
  };

  /**
   * The operation for a concrete request path, or null.
   * @param {string} method @param {string} pathname
   * @returns {Operation | null}
   */
  const match = (method, pathname) => locate(method, pathname)?.entry ?? null;

  /** @param {Operation} entry @returns {string[]} where the operation is in the document */
  const tokensOfOperation = (entry) => ['paths', entry.path, entry.method];

  /** @param {Operation | string} operation an operation or its operationId */
  const operationOf = (operation) => {
    const entry = typeof operation === 'string' ? byId.get(operation) : operation;
    if (!entry) throw new Error(`no operation ${operation} in the document`);
    return entry;
  };

  /**
   * The operation's parameters (path item's and its own), with where each one's schema is.
   * @param {Operation} entry
   */
  const parametersOf = (entry) => {
    const lists = [
      ['paths', entry.path, 'parameters'],
      [...tokensOfOperation(entry), 'parameters'],
    ];
    return lists.flatMap((listTokens) =>
      (valueAt(listTokens) ?? []).map((/** @type {unknown} */ _, /** @type {number} */ index) => {
        const { node: param, tokens } = follow([...listTokens, String(index)]);
        const json = param.content?.['application/json'];
        return {
          name: /** @type {string} */ (param.name),
          in: /** @type {string} */ (param.in),
          required: param.in === 'path' || param.required === true,
          json: Boolean(json),
          schemaTokens: json
            ? [...tokens, 'content', 'application/json', 'schema']
            : [...tokens, 'schema'],
          schema: json ? json.schema : param.schema,
          example: param.example ?? json?.example,
        };
      }),
    );
  };

  /** @param {Record<string, any>} schema a schema, or a $ref to a named one */
  const resolveSchema = (schema) =>
    isObject(schema) && typeof schema.$ref === 'string'
      ? follow(tokensOf(schema.$ref)).node
      : schema;

  /**
   * Problems with one parameter's value(s).
   * @param {ReturnType<typeof parametersOf>[number]} param @param {string[]} raws
   */
  const checkParameter = (param, raws) => {
    const where = `${param.in}.${param.name}`;
    let value;
    if (param.json) {
      try {
        value = JSON.parse(raws[0]);
      } catch {
        return [`${where}: is not valid JSON`];
      }
    } else {
      const schema = resolveSchema(param.schema ?? {});
      value = [].concat(schema.type ?? []).includes('array')
        ? raws.map((raw) => coerce(raw, resolveSchema(schema.items ?? {})))
        : coerce(raws[0], schema);
    }
    const validate = validatorAt(param.schemaTokens, false);
    return validate(value) ? [] : describeErrors(validate.errors ?? [], where, value);
  };

  /**
   * Whether a request keeps to the document: its operation, parameters and body.
   * @param {RequestSent} request url: a path with its query, or a full URL
   * @returns {{ operation: Operation | null, problems: string[] }}
   */
  const checkRequest = ({ method, url, body }) => {
    const target = new URL(url, 'http://contract.invalid');
    const located = locate(method, target.pathname);
    if (!located) {
      const verb = method.toUpperCase();
      const fits = routesFor(target.pathname);
      if (!fits.length) {
        const problems = [`${verb} ${target.pathname}: no such path in the document`];
        return { operation: null, problems };
      }
      const documented = operations.filter((op) => op.path === fits[0].template);
      const methods = documented.map((op) => op.method.toUpperCase()).join(', ');
      const problems = [
        `${verb} ${fits[0].template}: method not documented (documented: ${methods})`,
      ];
      return { operation: null, problems };
    }
    const { entry, values } = located;
    /** @type {string[]} */
    const problems = [];
    const params = parametersOf(entry);
    const query = target.searchParams;
    for (const name of new Set(query.keys())) {
      if (!params.some((param) => param.in === 'query' && param.name === name)) {
        problems.push(`query.${name}: is not in the document`);
      }
    }
    for (const name of Object.keys(values)) {
      if (!params.some((param) => param.in === 'path' && param.name === name)) {
        problems.push(`path.${name}: is not declared in the document`);
      }
    }
    for (const param of params) {
      if (param.in !== 'path' && param.in !== 'query') continue;
      const raws = param.in === 'path' ? [values[param.name]] : query.getAll(param.name);
      if (raws.length === 0 || raws[0] === undefined) {
        if (param.required) problems.push(`${param.in}.${param.name}: required but missing`);
        continue;
      }
      problems.push(...checkParameter(param, raws));
    }
    const { node: requestBody, tokens } = follow([...tokensOfOperation(entry), 'requestBody']);
    if (entry.method === 'post' && requestBody?.content?.['application/json']) {
      const schemaTokens = [...tokens, 'content', 'application/json', 'schema'];
      problems.push(...checkBody(body, requestBody.required === true, schemaTokens));
    }
    return { operation: entry, problems };
  };

  /** @param {unknown} body @param {boolean} required @param {string[]} schemaTokens */
  const checkBody = (body, required, schemaTokens) => {
    if (body === undefined || body === null || body === '') {
      return required ? ['body: required but missing'] : [];
    }
    let value = body;
    if (typeof body === 'string') {
      try {
        value = JSON.parse(body);
      } catch {
        return ['body: is not valid JSON'];
      }
    }
    const validate = validatorAt(schemaTokens, false);
    return validate(value) ? [] : describeErrors(validate.errors ?? [], 'body', value);
  };

  /**
   * The oneOf branch (success or failure envelope) an answer means to be, by its `success`, or
   * null: so that the problems named are that branch's, not both branches' at once.
   * @param {string[]} schemaTokens @param {unknown} body
   */
  const branchFor = (schemaTokens, body) => {
    const members = valueAt(schemaTokens)?.oneOf;
    if (!Array.isArray(members) || !isObject(body) || typeof body.success !== 'boolean') {
      return null;
    }
    const index = members.findIndex((member) => {
      const success = resolveSchema(member)?.properties?.success;
      return isObject(success) && success.const === body.success;
    });
    return index < 0 ? null : [...schemaTokens, 'oneOf', String(index)];
  };

  /**
   * What a failure envelope must agree on with the catalogue and the operation.
   * @param {Operation} entry @param {number} status @param {Record<string, any>} body
   */
  const checkFailure = (entry, status, body) => {
    const code = body.errorCode;
    if (typeof code !== 'string') return [];
    const known = catalogue.get(code);
    if (!known) return [`errorCode ${code} is not in the error catalogue`];
    /** @type {string[]} */
    const problems = [];
    if (!entry.errorCodes.includes(code)) {
      problems.push(`errorCode ${code} is not in x-error-codes of ${entry.operationId}`);
    }
    if (known.status !== status) {
      problems.push(`errorCode ${code} comes with HTTP ${known.status}, got ${status}`);
    }
    if (known.showType !== body.showType) {
      problems.push(`errorCode ${code} has showType ${known.showType}, got ${body.showType}`);
    }
    return problems;
  };

  /**
   * Whether an answer keeps to the document. strict: also refuse properties it does not define.
   * @param {Operation | string} operation an operation or its operationId
   * @param {Answer} answer body: parsed JSON, or the text as received
   * @param {{ strict?: boolean }} [options]
   * @returns {string[]}
   */
  const checkResponse = (operation, { status, contentType, body }, { strict = false } = {}) => {
    const entry = operationOf(operation);
    const responses = entry.operation.responses ?? {};
    if (!(String(status) in responses)) {
      const documented = Object.keys(responses).join(', ');
      return [`HTTP ${status} is not documented (documented: ${documented})`];
    }
    const at = [...tokensOfOperation(entry), 'responses', String(status)];
    const { node: response, tokens } = follow(at);
    const documented = Object.keys(response?.content ?? {});
    if (documented.length === 0) return [];
    const mime = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const jsonType = documented.find(isJsonType);
    const binaryTypes = documented.filter((type) => !isJsonType(type));
    if (binaryTypes.length > 0 && (!jsonType || (mime && !isJsonType(mime)))) {
      if (binaryTypes.includes(mime)) return [];
      return [`content type ${mime || '(none)'}, expected ${binaryTypes.join(' or ')}`];
    }
    if (!jsonType) return [];
    /** @type {string[]} */
    const problems = [];
    if (contentType !== undefined && !isJsonType(mime)) {
      problems.push(`content type ${mime || '(none)'}, expected ${jsonType}`);
    }
    let value = body;
    if (typeof body === 'string') {
      try {
        value = JSON.parse(body);
      } catch {
        const start = body.trim().slice(0, 40).replace(/\s+/g, ' ');
        return [...problems, `body is not JSON: ${start ? JSON.stringify(start) : '(empty)'}`];
      }
    }
    const schemaTokens = [...tokens, 'content', jsonType, 'schema'];
    const validate = validatorAt(schemaTokens, strict);
    if (!validate(value)) {
      const branch = branchFor(schemaTokens, value);
      const focused = branch && validatorAt(branch, strict);
      const errors = focused && !focused(value) ? focused.errors : validate.errors;
      problems.push(...describeErrors(errors ?? [], '', value));
    }
    if (isObject(value) && value.success === false) {
      const failure = checkFailure(entry, status, value);
      // A code outside the catalogue is said once, not as every code the schema lists.
      if (typeof value.errorCode === 'string' && !catalogue.has(value.errorCode))
        return [...failure, ...problems.filter((problem) => !problem.startsWith('errorCode:'))];
      problems.push(...failure);
    }
    return problems;
  };

  /**
   * The operation's documented example: path parameters filled in, query values as sent.
   * @param {Operation | string} operation an operation or its operationId
   * @returns {ExampleRequest}
   */
  const exampleRequest = (operation) => {
    const entry = operationOf(operation);
    const params = parametersOf(entry);
    const filled = entry.path.replace(/\{([^}]+)\}/g, (_, name) => {
      const param = params.find((p) => p.in === 'path' && p.name === name);
      return encodeURIComponent(String(param?.example ?? ''));
    });
    /** @type {Record<string, string>} */
    const query = {};
    for (const param of params) {
      if (param.in !== 'query' || param.example === undefined) continue;
      query[param.name] =
        typeof param.example === 'string' ? param.example : JSON.stringify(param.example);
    }
    const search = new URLSearchParams(query).toString();
    /** @type {ExampleRequest} */
    const example = { path: filled, query, url: search ? `${filled}?${search}` : filled };
    const requestBody = follow([...tokensOfOperation(entry), 'requestBody']).node;
    const media = requestBody?.content?.['application/json'];
    if (entry.method === 'post' && media) {
      example.body = media.example ?? Object.values(media.examples ?? {})[0]?.value;
    }
    return example;
  };

  return {
    doc,
    operations,
    catalogue,
    match,
    checkRequest,
    checkResponse,
    exampleRequest,
  };
}

module.exports = { loadContract, createContract };
