import { z } from 'zod';
import type { Locale } from '../enums';
import type { ErrorReason } from '../errors';
import { messageFor } from '../messages';
import {
  type ApiArea,
  apiAreas,
  type MethodDefinition,
  methods,
  type PlannedMethod,
  plannedMethods,
  type Text,
} from '../methods';
import { areaInfo } from './area-info';
import { reasonCode, sharedReasons } from './error-codes';
import { methodReasons, neededRole } from './method-access';

/** The release the documents describe. */
export const API_VERSION = '4.7.0';

/** A recorded call: params as sent and the result the server answered. */
export interface MethodExample {
  name: string;
  params: Record<string, unknown>;
  result: unknown;
}
export type MethodExamples = Partial<Record<string, MethodExample[]>>;

type JsonSchema = Record<string, unknown>;

export interface ContentDescriptor {
  name: string;
  required?: boolean;
  description: string;
  'x-description-de': string;
  schema: JsonSchema;
}

export interface OpenRpcMethod {
  name: string;
  summary: string;
  'x-summary-de': string;
  description?: string;
  'x-description-de'?: string;
  /** False when this release does not serve the method (for this area's model) yet. */
  'x-available': boolean;
  /** The spec marks the method deprecated; it is still served. */
  deprecated?: true;
  /**
   * The weakest role on the project that allows the call (see the role table), or, for a method serving several
   * document models, that role per model. Absent on methods not served yet.
   */
  'x-role'?: string | Record<string, string>;
  /** The file a task of the method produces (GET /api/automation/data/{taskRequestId}): its type and shape. */
  'x-download'?: { contentType: string; schema?: JsonSchema };
  paramStructure: 'by-name';
  params: ContentDescriptor[];
  result: ContentDescriptor;
  errors: { code: number; message: string; data: { reason: ErrorReason } }[];
  examples: {
    name: string;
    params: { name: string; value: unknown }[];
    result: { name: string; value: unknown };
  }[];
}

export interface OpenRpcDocument {
  openrpc: '1.3.2';
  info: { title: string; 'x-title-de': string; version: string; description: string; 'x-description-de': string };
  methods: OpenRpcMethod[];
  components: { schemas: Record<string, JsonSchema> };
}

/** Named schemas (zod `.meta({ id })`) of one document, shared by its methods through `$ref`. */
type Components = Record<string, JsonSchema>;

/**
 * The JSON Schema of a zod schema as params and results carry it. Its named parts go to the document's components
 * once (a document, a list answer, …), so a document of many methods states each shape one time.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Components): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: 'draft-07', io, unrepresentable: 'any' });
  const {
    $schema: _,
    definitions,
    ...rest
  } = JSON.parse(JSON.stringify(converted).replaceAll('"#/definitions/', '"#/components/schemas/')) as JsonSchema & {
    definitions?: Components;
  };
  for (const [id, part] of Object.entries(definitions ?? {})) {
    const known = components[id];
    if (known && JSON.stringify(known) !== JSON.stringify(part)) throw new Error(`two schemas are named ${id}`);
    components[id] = part;
  }
  return rest;
}

const described = (text: Text) => ({ description: text.en, 'x-description-de': text.de });

/** The params of a schema as by-name content descriptors; each param's schema is self-contained. */
function paramDescriptors(method: MethodDefinition, components: Components): ContentDescriptor[] {
  const schema = jsonSchema(method.params, 'input', components);
  // A params object is an object, an object with a default, or an intersection of objects (a property union).
  const parts = (schema.allOf as JsonSchema[] | undefined) ?? [schema];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    const variants = (part.anyOf as JsonSchema[] | undefined) ?? (part.oneOf as JsonSchema[] | undefined) ?? [part];
    for (const variant of variants) {
      for (const [name, property] of Object.entries((variant.properties ?? {}) as Record<string, JsonSchema>)) {
        const known = properties[name];
        properties[name] = known ? { anyOf: [known, property] } : property;
      }
      // A param is required when every variant requires it.
      const needs = (variant.required as string[] | undefined) ?? [];
      if (variants.every((v) => ((v.required as string[] | undefined) ?? []).some((n) => needs.includes(n))))
        for (const name of needs) required.add(name);
    }
  }
  const text = method.paramText as Record<string, Text>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    required: required.has(name),
    ...described(text[name] ?? { en: '', de: '' }),
    schema: property,
  }));
}

// A message names its values as placeholders: "Document {ref} was not found."
const placeholders = new Proxy({} as Record<string, string>, { get: (_, name) => `{${String(name)}}` });

/** A reason's message with its values as placeholders, as the docs show it in either language. */
export const errorTemplate = (locale: Locale, reason: ErrorReason) => messageFor(locale, reason, placeholders);

const errorObject = (reason: ErrorReason) => ({
  code: reasonCode[reason],
  message: errorTemplate('en', reason),
  data: { reason },
});

function servedMethod(
  method: MethodDefinition,
  area: ApiArea,
  examples: MethodExample[],
  components: Components,
): OpenRpcMethod {
  const text = method.areaText?.[area];
  const description = text?.description ?? method.description;
  return {
    name: method.name,
    summary: (text?.summary ?? method.summary).en,
    'x-summary-de': (text?.summary ?? method.summary).de,
    ...(description && described(description)),
    'x-available': !method.plannedAreas?.includes(area),
    ...(method.deprecated && { deprecated: true as const }),
    'x-role': neededRole(method.permission),
    ...(method.download && {
      'x-download': {
        contentType: method.download.contentType,
        ...(method.download.schema && { schema: jsonSchema(method.download.schema, 'output', components) }),
      },
    }),
    paramStructure: 'by-name',
    params: paramDescriptors(method, components),
    result: {
      name: 'result',
      ...described(method.resultText),
      schema: jsonSchema(method.result, 'output', components),
    },
    errors: methodReasons(method, sharedReasons).map(errorObject),
    examples: examples.map((example) => ({
      name: example.name,
      params: Object.entries(example.params).map(([name, value]) => ({ name, value })),
      result: { name: 'result', value: example.result },
    })),
  };
}

/** A method not served yet: its params by name, with no schema and no result shape (none is invented). */
const plannedMethod = (method: PlannedMethod): OpenRpcMethod => ({
  name: method.name,
  summary: method.summary.en,
  'x-summary-de': method.summary.de,
  ...(method.description && described(method.description)),
  'x-available': false,
  paramStructure: 'by-name',
  params: Object.entries(method.paramText).map(([name, text]) => ({ name, ...described(text), schema: {} })),
  result: { name: 'result', ...described(method.resultText), schema: {} },
  errors: [],
  examples: [],
});

const served: MethodDefinition[] = Object.values(methods);
const planned: PlannedMethod[] = Object.values(plannedMethods);

/** The OpenRPC 1.3 document of one API area, generated from the method definitions and recorded examples. */
export function areaDocument(area: ApiArea, examples: MethodExamples = {}): OpenRpcDocument {
  const info = areaInfo[area];
  const components: Components = {};
  return {
    openrpc: '1.3.2',
    info: {
      title: info.title.en,
      'x-title-de': info.title.de,
      version: API_VERSION,
      ...described(info.description),
    },
    methods: [
      ...served
        .filter((method) => method.areas.includes(area) || method.plannedAreas?.includes(area))
        .map((method) => servedMethod(method, area, examples[method.name] ?? [], components)),
      ...planned.filter((method) => method.areas.includes(area)).map(plannedMethod),
    ],
    components: { schemas: components },
  };
}

/** One document per area, by area. */
export const areaDocuments = (examples: MethodExamples = {}) =>
  Object.fromEntries(apiAreas.map((area) => [area, areaDocument(area, examples)])) as Record<ApiArea, OpenRpcDocument>;

/** Every method once, for `rpc.discover`: a served method as its first area lists it. */
export function discoverDocument(examples: MethodExamples = {}): OpenRpcDocument {
  const seen = new Set<string>();
  const documents = apiAreas.map((area) => areaDocument(area, examples));
  const all = documents.flatMap((document) => document.methods);
  const unique = all.filter((method) => {
    const available = method['x-available'] || !all.some((m) => m.name === method.name && m['x-available']);
    if (seen.has(method.name) || !available) return false;
    seen.add(method.name);
    return true;
  });
  return {
    openrpc: '1.3.2',
    info: {
      title: 'TMT JSON-RPC API',
      'x-title-de': 'TMT-JSON-RPC-API',
      version: API_VERSION,
      description: 'Every method of the TMT JSON-RPC 2.0 endpoint, in one document.',
      'x-description-de': 'Alle Methoden des TMT-JSON-RPC-2.0-Endpunkts in einem Dokument.',
    },
    methods: unique,
    components: { schemas: Object.assign({}, ...documents.map((document) => document.components.schemas)) },
  };
}
