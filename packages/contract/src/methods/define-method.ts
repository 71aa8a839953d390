import type { z } from 'zod';
import type { ErrorReason } from '../errors';

/** The API areas of the spec: one OpenRPC document and one /docs/tmtapi page each. */
export const apiAreas = [
  'project',
  'testsuite',
  'testcase',
  'testfolder',
  'testrun',
  'testexecution',
  'automation',
  'attachment',
  'task',
  'tag',
  'risklevel',
  'user',
] as const;
export type ApiArea = (typeof apiAreas)[number];

/** Reader-facing text in both documented languages. */
export interface Text {
  en: string;
  de: string;
}

/** The top-level param names of a params schema (a params object may carry a default or a transform). */
type ParamName<P extends z.ZodType> = Extract<keyof NonNullable<z.input<P>>, string>;

/**
 * One documented JSON-RPC method, described once: the server validates its params with `params`, the docs and
 * `rpc.discover` are generated from all of it, and the typed client infers calls and results from it.
 */
export interface MethodDefinition<
  N extends string = string,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  name: N;
  /** The areas whose OpenRPC document lists the method; generic document methods serve several. */
  areas: readonly [ApiArea, ...ApiArea[]];
  params: P;
  result: R;
  summary: Text;
  description?: Text;
  /** What each param means, by name. */
  paramText: Record<ParamName<P>, Text>;
  /** What the result holds. */
  resultText: Text;
  /** The `data.reason` codes a call can answer with beyond the ones every call shares. */
  errors: readonly ErrorReason[];
  /** Areas that list the method for a model this release does not serve yet (`x-available: false` there). */
  plannedAreas?: readonly ApiArea[];
  /** Text of one area's listing where it says more than the method's own, e.g. which model GET_DOCUMENT reads. */
  areaText?: Partial<Record<ApiArea, { summary: Text; description?: Text }>>;
}

/** A method the spec documents that this release does not serve yet: listed with `x-available: false`, no shapes. */
export interface PlannedMethod<N extends string = string> {
  name: N;
  areas: readonly [ApiArea, ...ApiArea[]];
  summary: Text;
  description?: Text;
  /** The params the spec names, without schemas (none is invented before the method is built). */
  paramText: Record<string, Text>;
  resultText: Text;
}

export const defineMethod = <N extends string, P extends z.ZodType, R extends z.ZodType>(
  method: MethodDefinition<N, P, R>,
): MethodDefinition<N, P, R> => method;

export const planMethod = <N extends string>(method: PlannedMethod<N>): PlannedMethod<N> => method;
