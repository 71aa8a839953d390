import { appRouter, methodTable } from '@tmt/api';
import { z } from 'zod';

/** The subset of JSON Schema that `z.toJSONSchema` writes for our params. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

type Procedures = Record<string, { _def: { inputs: z.ZodType[] } }>;

/** Every JSON-RPC method with the JSON Schema of its params, read from the procedure's own zod input. */
export function methodSchemas(): Map<string, JsonSchema> {
  const procedures = appRouter._def.procedures as unknown as Procedures;
  const schemas = new Map<string, JsonSchema>();
  for (const [method, path] of methodTable) {
    const input = procedures[path]?._def.inputs[0];
    schemas.set(
      method,
      input ? (z.toJSONSchema(input, { unrepresentable: 'any', io: 'input' }) as JsonSchema) : { type: 'object' },
    );
  }
  return schemas;
}
