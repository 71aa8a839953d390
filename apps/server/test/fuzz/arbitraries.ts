import { DocumentModelName } from '@tmt/contract';
import fc from 'fast-check';
import type { JsonSchema } from './schemas';
import { docRefsOf, type World } from './world';

/**
 * fast-check arbitraries for JSON-RPC bodies: params derived from each method's JSON Schema (filled with the
 * world's real docRefs and ids so calls reach the handlers), the same bodies mutated, and the protocol's grammar
 * broken in every way a careless or hostile client would.
 */

const MODELS = [...DocumentModelName.options, 'TestRunTestSuite-rm'];
/** Names that a plain-object whitelist would find on Object.prototype. */
const PROTO_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'];
const FIELDS = [
  'Title',
  'Id',
  'Status',
  'Description',
  'CreatedOn',
  'EditedOn',
  'Tags',
  'Type',
  'Automation',
  'Prioritization',
  'RecommendedPriority',
  'Result',
  'ResultDetails',
  'Defects',
  'Tester',
  'Configuration',
  'ProjectId',
  'SubprojectId',
  'ParentId',
  'EstimatedExecutionTime',
  'Assignee',
  'User',
  'Preconditions',
  'KeyPoints',
];
const GROUPS = ['General', 'Conditions', 'Criteria', 'Risk', 'Sources', 'TestSteps', 'Metadata', 'Attachments'];

/** Strings PostgreSQL cannot store or that trip naive code. */
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '',
  ' ',
  "' OR '1'='1",
  '%',
  '_',
  '\\',
  '"',
  '\u202e',
  '\ufeff',
  '💥',
  '../../etc/passwd',
  '{{7*7}}',
  '<script>alert(1)</script>',
  ...PROTO_NAMES,
];

/** Numbers a handler may not expect: huge, tiny, negative, fractional, unsafe. */
const NASTY_NUMBERS = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 1e21, 1e300, -1e300, 5e-324];

const uuid = fc.uuid({ version: 4 });
const shortString = fc.string({ maxLength: 12 });
const weirdString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 600 }) },
);

/** A value of any JSON type, biased to the ones that break things. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(weirdString, { maxLength: 3 }),
  fc.dictionary(weirdString, weirdString, { maxKeys: 3 }),
);

export interface Targets {
  docRefs: string[];
  /** Business ids by prefix (P, SP, S, F, C, R). */
  ids: Record<string, string[]>;
}

/** What the fuzz aims at: the world's documents and ids, which are real, so deep code runs. */
export function targetsOf(world: World): Targets {
  const { ids } = world;
  return {
    docRefs: docRefsOf(world),
    ids: {
      P: [ids.project],
      SP: [ids.subProject, '_'],
      S: [ids.suite],
      F: [ids.folder],
      C: [ids.testCase],
      R: [ids.run],
    },
  };
}

/** The models a docRef param names, read from its key: `testRunDocRef` wants a run, `itemDocRefs` a case or folder. */
const KEY_MODELS: [RegExp, string[]][] = [
  [/^testRun/, ['TestRun-dm']],
  [/^testSuite/, ['TestSuite-dm']],
  [/^testCase|^source/, ['TestCase-dm']],
  [/^testFolder/, ['TestFolder-dm']],
  [/^projectVersion/, ['ProjectVersion-dm']],
  [/^project/, ['Project-dm']],
  [/^item|^predecessor/, ['TestCase-dm', 'TestFolder-dm']],
  [/^destination|^parentNode/, ['TestSuite-dm', 'TestFolder-dm']],
];

/**
 * A docRef: mostly a real one of the model the key asks for, else a real one of another model, one of the right
 * shape pointing nowhere, or a real id under the wrong model.
 */
function docRef(targets: Targets, key: string): fc.Arbitrary<string> {
  const models = KEY_MODELS.find(([pattern]) => pattern.test(key))?.[1];
  const fitting = models ? targets.docRefs.filter((ref) => models.some((m) => ref.startsWith(`${m}/`))) : [];
  const real = fitting.length ? fitting : targets.docRefs;
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.constantFrom(...targets.docRefs) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...(models ?? MODELS)), uuid).map(([m, id]) => `${m}/${id}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...MODELS), fc.constantFrom(...targets.docRefs))
        .map(([m, ref]) => `${m}/${ref.split('/')[1]}`),
    },
  );
}

/** A business id for a pattern like ^C_[1-9]\d*$: a real one mostly, else a valid one that does not exist. */
function businessId(prefix: string, targets: Targets): fc.Arbitrary<string> {
  const real = targets.ids[prefix] ?? [];
  const made = fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constant(2 ** 53 - 1)).map((n) => `${prefix}_${n}`);
  return real.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, made) : made;
}

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...FIELDS).map((f) => `Root.General.${f}`) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z]{1,12}$/) },
);
const filter = fc
  .tuple(fc.boolean(), fieldName, fc.oneof(shortString, weirdString))
  .map(([not, field, value]) => `${not ? '-' : ''}${field}:${value}`);
const sort = fc
  .tuple(fieldName, fc.constantFrom('', ' ASC', ' DESC'))
  .map(([field, direction]) => `${field}${direction}`);

/** A document Root as add/modify take it: known groups and fields with right or wrong values, or wrong-typed groups. */
function documentRoot(targets: Targets): fc.Arbitrary<unknown> {
  const fieldValue = fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
    { weight: 2, arbitrary: fc.constantFrom('NEW', 'DONE', 'AUTOMATED', 'FUNCTIONAL', 'MANDATORY', 'HIGH', 'active') },
    { weight: 1, arbitrary: fc.integer({ min: -2, max: 12 }) },
    { weight: 1, arbitrary: businessId('P', targets) },
    { weight: 2, arbitrary: weirdString },
    { weight: 1, arbitrary: wrongValue },
  );
  const general = fc
    .tuple(
      fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), weirdString),
      fc.dictionary(
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, fc.constantFrom(...PROTO_NAMES)),
        fieldValue,
        {
          maxKeys: 4,
        },
      ),
    )
    .map(([Title, fields]) => ({ Title, ProjectId: targets.ids.P?.[0], ...fields }));
  const step = fc.record(
    { Action: fieldValue, ExpectedResult: fieldValue, No: fc.integer({ min: -1, max: 5 }) },
    { requiredKeys: [] },
  );
  const group = fc.oneof(
    { weight: 5, arbitrary: general },
    { weight: 2, arbitrary: fc.array(step, { maxLength: 3 }) },
    { weight: 1, arbitrary: wrongValue },
  );
  const groups = fc.dictionary(fc.oneof(fc.constantFrom(...GROUPS), fc.constantFrom(...PROTO_NAMES)), group, {
    maxKeys: 2,
  });
  // Mostly a General group that could be right, so the handlers run; sometimes a wrong-typed one.
  return fc
    .tuple(fc.oneof({ weight: 6, arbitrary: general }, { weight: 1, arbitrary: wrongValue }), groups)
    .map(([General, others]) => ({ General, ...others }));
}

const DOC_REF_PATTERN = '-(dm|rm)';

/** Params that follow a JSON Schema, with the world's real docRefs and ids where the schema asks for them. */
export function fromSchema(schema: JsonSchema, targets: Targets, key = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => fromSchema(s, targets, key)));
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], targets, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      // A free-form document (`Root` of any groups): fill it with the models' groups and fields instead.
      if (key === 'document' && !schema.properties?.Root?.properties) {
        return documentRoot(targets).map((Root) => ({ Root }));
      }
      const properties = schema.properties ?? {};
      if (!Object.keys(properties).length) return fc.dictionary(shortString, wrongValue, { maxKeys: 2 });
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, inner]) => [name, fromSchema(inner, targets, name)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'array': {
      const items = schema.items ? fromSchema(schema.items, targets, key) : wrongValue;
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    }
    case 'string':
      return stringFor(schema, targets, key);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
        { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return wrongValue;
  }
}

function stringFor(schema: JsonSchema, targets: Targets, key: string): fc.Arbitrary<string> {
  const pattern = schema.pattern;
  if (pattern?.includes(DOC_REF_PATTERN)) return docRef(targets, key);
  const id = pattern && /^\^\(?([A-Z]+)_/.exec(pattern);
  if (id?.[1]) return businessId(id[1], targets);
  if (pattern?.startsWith('^-?[A-Za-z.]+:')) return filter;
  if (pattern?.startsWith('^(Root')) return sort;
  if (pattern) return fc.stringMatching(new RegExp(pattern));
  if (key === 'fulltext') return fc.oneof(shortString, weirdString, fc.constantFrom('pay & card', '!(', 'a:*'));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: 30 }) },
    { weight: 2, arbitrary: weirdString },
  );
}

type Json = unknown;
type Mutation = { kind: 'replace' | 'delete' | 'add' | 'wrap'; at: number; key: string; value: Json };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'delete', 'add', 'wrap'),
  at: fc.nat(),
  key: fc.oneof(fc.constantFrom(...PROTO_NAMES), fc.constantFrom(...FIELDS, ...GROUPS), weirdString),
  value: wrongValue,
});

/** Sets an own property, even `__proto__` (a plain assignment would change the prototype instead). */
function setOwn(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Every object and array inside a value, the value itself first. */
function containers(value: Json): (Record<string, Json> | Json[])[] {
  if (!value || typeof value !== 'object') return [];
  const inner = Object.values(value).flatMap(containers);
  return [value as Record<string, Json>, ...inner];
}

/** The value with one mutation applied somewhere inside (on a copy). */
function mutate(value: Json, change: Mutation): Json {
  const copy = structuredClone(value);
  const all = containers(copy);
  if (!all.length) return change.value;
  const target = all[change.at % all.length]!;
  const keys = Object.keys(target);
  const key = keys.length ? keys[change.at % keys.length]! : change.key;
  if (Array.isArray(target)) {
    const index = Number(key) || 0;
    if (change.kind === 'delete') target.splice(index, 1);
    else if (change.kind === 'add') target.push(change.value);
    else target[index] = change.kind === 'wrap' ? [target[index]] : change.value;
  } else if (change.kind === 'delete') delete target[key];
  else if (change.kind === 'add') setOwn(target, change.key, change.value);
  // Only an own value is wrapped: `target[key]` of an empty object would be Object.prototype's `valueOf` and the like.
  else
    setOwn(
      target,
      key,
      change.kind === 'wrap' ? { [key]: Object.hasOwn(target, key) ? target[key] : null } : change.value,
    );
  return copy;
}

/** Params of a method: as its schema says, or that with one to three mutations. */
export function paramsFor(schema: JsonSchema, targets: Targets): fc.Arbitrary<Json> {
  const valid = fromSchema(schema, targets);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([params, changes]) => changes.reduce(mutate, params)),
    },
  );
}

/** One fuzzed HTTP request: the raw body and the headers that go with it. */
export interface FuzzRequest {
  body: string;
  headers: Record<string, string>;
  /** `none`: no Authorization; `bad`: a forged one; `ok`: the tenant's token. */
  auth: 'ok' | 'none' | 'bad';
}

const goodId = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 1_000_000 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** One request object of the protocol: mostly a right envelope, sometimes a notification or a broken one. */
function requestObject(methods: string[], params: (method: string) => fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...methods) },
    { weight: 1, arbitrary: fc.constantFrom(...methods).map((m) => m.toLowerCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_NAMES, 'rpc.discover', 'NO_SUCH_METHOD', '') },
    { weight: 1, arbitrary: fc.oneof(weirdString, wrongValue) },
  );
  return method.chain((m) => {
    const ownParams = typeof m === 'string' && methods.includes(m) ? params(m) : fc.constant({});
    const good = fc
      .record({ id: goodId, params: ownParams })
      .map(({ id, params }) => ({ jsonrpc: '2.0', id, method: m, params }));
    const notification = ownParams.map((params) => ({ jsonrpc: '2.0', method: m, params }));
    const broken = fc.record(
      {
        jsonrpc: fc.oneof(fc.constant('2.0'), fc.constantFrom('1.0', 2, '2', null, '2.0 ')),
        id: fc.oneof(goodId, wrongValue),
        method: fc.constant(m),
        params: fc.oneof(ownParams, wrongValue),
      },
      { requiredKeys: [] },
    );
    return fc.oneof(
      { weight: 12, arbitrary: good },
      { weight: 1, arbitrary: notification },
      { weight: 2, arbitrary: broken },
    );
  });
}

/** Bodies of the JSON-RPC grammar, well-formed or broken, as raw text. */
function rawBody(methods: string[], params: (method: string) => fc.Arbitrary<Json>): fc.Arbitrary<string> {
  const one = requestObject(methods, params);
  const deep = (open: string, close: string) =>
    fc.integer({ min: 10, max: 3000 }).map((depth) => open.repeat(depth) + close.repeat(depth));
  return fc.oneof(
    { weight: 30, arbitrary: one.map((r) => JSON.stringify(r)) },
    { weight: 6, arbitrary: fc.array(one, { minLength: 1, maxLength: 6 }).map((b) => JSON.stringify(b)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('[]', '{}', 'null', '1', '"x"', '[1,2]', '[[]]', 'true', '[{}]', '[null]'),
    },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"jsonrpc":"2.0",', 'nul', '{"a":1}}', '\u0000', '\ufeff{}') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    // Numbers JSON.parse turns into Infinity or loses precision.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0')
        .chain((n) =>
          fc.constantFrom(
            `{"jsonrpc":"2.0","id":${n},"method":"LOAD_PROJECTS_BY_TENANT","params":{}}`,
            `{"jsonrpc":"2.0","id":1,"method":"LIST_TEST_RUNS","params":{"page":{"offset":${n},"limit":${n}}}}`,
            `{"jsonrpc":"2.0","id":1,"method":"GET_TEST_CASE_EXECUTIONS","params":{"page":{"offset":0,"limit":${n}}}}`,
          ),
        ),
    },
    // Deep nesting within the body limit, as the body, as params and inside a document.
    { weight: 1, arbitrary: deep('[', ']') },
    {
      weight: 1,
      arbitrary: deep('{"a":', '}').map((d) => `{"jsonrpc":"2.0","id":1,"method":"GET_DOCUMENT","params":${d}}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...methods), deep('[', ']'))
        .map(([m, d]) => `{"jsonrpc":"2.0","id":1,"method":"${m}","params":{"document":{"Root":{"General":${d}}}}}`),
    },
    // Over the fuzz server's body limit (256 KB): answered 413 with a JSON-RPC error.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...methods)
        .map((m) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: m, params: { pad: 'x'.repeat(300_000) } })),
    },
    // A duplicate key: JSON.parse keeps the last one.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...methods)
        .map((m) => `{"jsonrpc":"2.0","id":1,"method":"NO_SUCH","method":"${m}","params":{},"params":[]}`),
    },
  );
}

const headerValue = fc.oneof(
  fc.constantFrom('P_1', 'P_2', 'P_999', 'SP_1', '_', 'x', '', 'P_0', 'P_1 ', 'constructor', '__proto__'),
  fc.stringMatching(/^[ -~]{0,12}$/),
);

/** A whole request: body plus headers, mostly authenticated, sometimes with context headers or none. */
export function fuzzRequest(schemas: Map<string, JsonSchema>, targets: Targets): fc.Arbitrary<FuzzRequest> {
  const methods = [...schemas.keys()];
  const params = (method: string) => paramsFor(schemas.get(method) ?? {}, targets);
  const headers = fc.record(
    {
      'Project-Id': headerValue,
      'Subproject-Id': headerValue,
      'Accept-Language': fc.constantFrom('de', 'en', 'de-DE,de;q=0.9', 'fr', '*', ''),
    },
    { requiredKeys: [] },
  );
  return fc.record({
    body: rawBody(methods, params),
    headers: fc.oneof(
      { weight: 4, arbitrary: fc.constant({ 'Project-Id': targets.ids.P?.[0] ?? 'P_1' }) },
      { weight: 2, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: headers },
    ),
    auth: fc.oneof(
      { weight: 40, arbitrary: fc.constant('ok' as const) },
      fc.constantFrom('none' as const, 'bad' as const),
    ),
  });
}
