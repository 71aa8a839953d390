import type { z } from 'zod';
import type { ErrorReason } from '../errors';
import type { MethodPermission } from '../roles';

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

/** The keys of every member of a union: the names a params object may carry in any of its variants. */
type AnyKey<T> = T extends unknown ? keyof T : never;

/** The top-level param names of a params schema (a params object may carry a default, a transform or variants). */
type ParamName<P extends z.ZodType> = Extract<AnyKey<NonNullable<z.input<P>>>, string>;

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
  /**
   * What the caller's role on the project the call works in must allow (see `rolePermissions`); a method serving
   * several document models names the param whose model decides (see `modelChangePermission`).
   */
  permission: MethodPermission;
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
  /** The spec marks the method deprecated (OpenRPC `deprecated: true`); it is still served. */
  deprecated?: true;
  /** Areas that list the method for a model this release does not serve yet (`x-available: false` there). */
  plannedAreas?: readonly ApiArea[];
  /**
   * The file a task of this method produces, downloaded from `GET /api/automation/data/{taskRequestId}` once it is
   * DONE: its content type, and for JSON its shape (published as `x-download` with the schema in the components).
   */
  download?: { contentType: string; schema?: z.ZodType };
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
