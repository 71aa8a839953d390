/** Server limits, configurable by environment (see README "Configuration"). */
export const limits = {
  /** The most entries one list answer holds; larger limits are served as this and the answer says so. */
  pageCap: Number(process.env.TMT_PAGE_CAP ?? 10_000),
  /** The most bytes the JUnit files of one import add up to, checked at the call (256 MiB: a 200 MB report passes). */
  get junitMaxBytes() {
    return Number(process.env.TMT_JUNIT_MAX_BYTES ?? 256 * 1024 * 1024);
  },
  /** The most testcases one JUnit import takes; the task counts them as it reads and stops past it. */
  get junitMaxTests() {
    return Number(process.env.TMT_JUNIT_MAX_TESTS ?? 2_000_000);
  },
  /** The largest file IMPORT_TEST_CASES takes, checked at the call (150 MiB: a 100 MB export passes). */
  get importMaxBytes() {
    return Number(process.env.TMT_IMPORT_MAX_BYTES ?? 150 * 1024 * 1024);
  },
  /** The most cases one IMPORT_TEST_CASES takes; the task counts them as it reads and stops past it. */
  get importMaxCases() {
    return Number(process.env.TMT_IMPORT_MAX_CASES ?? 200_000);
  },
};
