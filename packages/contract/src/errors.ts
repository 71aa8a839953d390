/** JSON-RPC error codes of the public API (DESIGN.md §3). `data.reason` is the stable machine code. */
export const RpcErrorCode = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  UNAUTHENTICATED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  RATE_LIMITED: -32029,
} as const;
export type RpcErrorCode = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

/** Domain error kinds; each maps to one JSON-RPC code and one tRPC code. */
export const errorKinds = {
  INVALID_PARAMS: RpcErrorCode.INVALID_PARAMS,
  UNAUTHENTICATED: RpcErrorCode.UNAUTHENTICATED,
  FORBIDDEN: RpcErrorCode.FORBIDDEN,
  NOT_FOUND: RpcErrorCode.NOT_FOUND,
  CONFLICT: RpcErrorCode.CONFLICT,
  RATE_LIMITED: RpcErrorCode.RATE_LIMITED,
} as const;
export type ErrorKind = keyof typeof errorKinds;

/** Reasons the API answers with, by kind. */
export const ErrorReason = {
  PARSE_ERROR: 'PARSE_ERROR',
  INVALID_REQUEST: 'INVALID_REQUEST',
  METHOD_NOT_FOUND: 'METHOD_NOT_FOUND',
  INVALID_PARAMS: 'INVALID_PARAMS',
  UNKNOWN_FILTER_FIELD: 'UNKNOWN_FILTER_FIELD',
  UNKNOWN_SORT_FIELD: 'UNKNOWN_SORT_FIELD',
  HEADER_PARAM_MISMATCH: 'HEADER_PARAM_MISMATCH',
  PROJECT_ID_REQUIRED: 'PROJECT_ID_REQUIRED',
  UNSUPPORTED_DOCUMENT_MODEL: 'UNSUPPORTED_DOCUMENT_MODEL',
  PARENT_NOT_A_PROJECT: 'PARENT_NOT_A_PROJECT',
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  TOKEN_MISSING: 'TOKEN_MISSING',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  NO_ROLE_IN_PROJECT: 'NO_ROLE_IN_PROJECT',
  NO_ROLE_IN_TENANT: 'NO_ROLE_IN_TENANT',
  ROLE_NOT_ALLOWED: 'ROLE_NOT_ALLOWED',
  DOCUMENT_NOT_FOUND: 'DOCUMENT_NOT_FOUND',
  ATTACHMENT_NOT_ASSIGNED: 'ATTACHMENT_NOT_ASSIGNED',
  DOWNLOAD_URL_INVALID: 'DOWNLOAD_URL_INVALID',
  THUMBNAIL_UNAVAILABLE: 'THUMBNAIL_UNAVAILABLE',
  VERSION_NOT_FOUND: 'VERSION_NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  TEST_SUITE_IN_OPEN_RUN: 'TEST_SUITE_IN_OPEN_RUN',
  LAST_VERSION: 'LAST_VERSION',
  MIXED_PROJECTS: 'MIXED_PROJECTS',
  TEST_RUN_CLOSED: 'TEST_RUN_CLOSED',
  TEST_RUN_NOT_EMPTY: 'TEST_RUN_NOT_EMPTY',
  TEST_CASE_IN_OPEN_RUN: 'TEST_CASE_IN_OPEN_RUN',
  SUITE_NOT_IN_RUN: 'SUITE_NOT_IN_RUN',
  STALE_MODEL_VERSION: 'STALE_MODEL_VERSION',
  CASES_FROM_SEVERAL_SUITES: 'CASES_FROM_SEVERAL_SUITES',
  NOT_IN_RUN_VERSION: 'NOT_IN_RUN_VERSION',
  TEST_CASE_NOT_IN_RUN: 'TEST_CASE_NOT_IN_RUN',
  NEW_TEST_RUN_NOT_ACTIVE: 'NEW_TEST_RUN_NOT_ACTIVE',
  RESULT_UNTESTED: 'RESULT_UNTESTED',
  TEST_RUN_NOT_FOUND: 'TEST_RUN_NOT_FOUND',
  TEST_CASES_NOT_FOUND: 'TEST_CASES_NOT_FOUND',
  VERSION_HAS_OPEN_RUNS: 'VERSION_HAS_OPEN_RUNS',
  VERSION_CLOSED: 'VERSION_CLOSED',
  NO_CASES_AT_RISK_LEVEL: 'NO_CASES_AT_RISK_LEVEL',
  PROJECT_HAS_OPEN_RUNS: 'PROJECT_HAS_OPEN_RUNS',
  /** Stored on a task request (Error.Reason), never answered by a call. */
  TASK_FAILED: 'TASK_FAILED',
  CONCURRENTLY_CHANGED: 'CONCURRENTLY_CHANGED',
  /** A call waited longer than the lock timeout for a row another call or task held; nothing changed. */
  LOCK_TIMEOUT: 'LOCK_TIMEOUT',
  /** A statement of a call ran longer than the statement timeout; nothing changed. */
  STATEMENT_TIMEOUT: 'STATEMENT_TIMEOUT',
  /** No database connection came free within the acquire timeout; nothing changed. */
  DATABASE_BUSY: 'DATABASE_BUSY',
  /** Stored on a task request whose worker process ended while running it, and which is not run again. */
  TASK_CRASHED: 'TASK_CRASHED',
  /** GET /api/automation/data: the task has not finished yet. */
  TASK_NOT_DONE: 'TASK_NOT_DONE',
  /** GET /api/automation/data: the task is of a type that produces no file. */
  TASK_HAS_NO_FILE: 'TASK_HAS_NO_FILE',
  /** Stored on an IMPORT_JUNIT_RESULTS task whose file is not a JUnit XML report. */
  JUNIT_INVALID: 'JUNIT_INVALID',
  /** IMPORT_JUNIT_RESULTS: its files add up to more than TMT_JUNIT_MAX_BYTES. */
  JUNIT_TOO_LARGE: 'JUNIT_TOO_LARGE',
  /** Stored on an IMPORT_JUNIT_RESULTS task whose files hold more testcases than TMT_JUNIT_MAX_TESTS. */
  JUNIT_TOO_MANY_TESTS: 'JUNIT_TOO_MANY_TESTS',
  /** Stored on an IMPORT_TEST_CASES task whose file is not of its format, or is hostile (a DOCTYPE, a zip bomb). */
  IMPORT_INVALID: 'IMPORT_INVALID',
  /** IMPORT_TEST_CASES: the file is larger than TMT_IMPORT_MAX_BYTES. */
  IMPORT_TOO_LARGE: 'IMPORT_TOO_LARGE',
  /** Stored on an IMPORT_TEST_CASES task whose file holds more cases than TMT_IMPORT_MAX_CASES. */
  IMPORT_TOO_MANY_CASES: 'IMPORT_TOO_MANY_CASES',
  /** Stored on an IMPORT_TEST_CASES task (not a dry run) whose file has problems: a dry run lists them all. */
  IMPORT_HAS_PROBLEMS: 'IMPORT_HAS_PROBLEMS',
  USER_ADMIN_REQUIRED: 'USER_ADMIN_REQUIRED',
  ROLE_GRANT_FORBIDDEN: 'ROLE_GRANT_FORBIDDEN',
  OWN_USER_LOCKOUT: 'OWN_USER_LOCKOUT',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  UNKNOWN_ORGANIZATION_UNIT: 'UNKNOWN_ORGANIZATION_UNIT',
} as const;
export type ErrorReason = (typeof ErrorReason)[keyof typeof ErrorReason];
