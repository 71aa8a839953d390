/** Server limits, configurable by environment (see README "Configuration"). */
export const limits = {
  /** The most entries one list answer holds; larger limits are served as this and the answer says so. */
  pageCap: Number(process.env.TMT_PAGE_CAP ?? 10_000),
};
