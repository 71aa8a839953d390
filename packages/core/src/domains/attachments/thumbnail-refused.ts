/**
 * Why no thumbnail is made of some content, kept with it so later reads answer at once:
 * - `SOURCE_TOO_LARGE`: the file is larger than its type's byte cap (not read at all);
 * - `PIXEL_LIMIT`: its header declares more pixels than the limit (nothing decoded);
 * - `UNREADABLE`: damaged, truncated, a variant no decoder reads, or its decoding hit the worker's limits.
 */
export type ThumbnailFailure = 'SOURCE_TOO_LARGE' | 'PIXEL_LIMIT' | 'UNREADABLE';

/** No thumbnail is made of this content, for good (the same bytes fail the same way). */
export class ThumbnailRefused extends Error {
  constructor(
    readonly failure: ThumbnailFailure,
    detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'ThumbnailRefused';
  }
}
