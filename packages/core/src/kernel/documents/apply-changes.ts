import { isDeepStrictEqual } from 'node:util';

/**
 * Sets the given values (undefined = not sent) that differ from the entity's and says whether any did, so a
 * modify that changes nothing leaves the row, its modelVersion and its EditedOn alone.
 */
export function applyChanges<E extends object>(entity: E, values: { [K in keyof E]?: E[K] }): boolean {
  let changed = false;
  for (const key of Object.keys(values) as (keyof E)[]) {
    const value = values[key];
    if (value === undefined || isDeepStrictEqual(entity[key], value)) continue;
    entity[key] = value as E[keyof E];
    changed = true;
  }
  return changed;
}
