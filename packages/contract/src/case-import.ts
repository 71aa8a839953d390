import { z } from 'zod';
import { exportHeaders, importFields, importFormats } from './case-import-fields';
import { Locale } from './enums';
import { ProjectId, SubprojectId, VersionNumber } from './ids';

/**
 * Moving test cases in and out: IMPORT_TEST_CASES reads an uploaded file of another tool or a spreadsheet into a
 * suite, EXPORT_TEST_CASES writes a suite or a version as a spreadsheet in the column layout the import reads.
 */

const SuiteId = z.string().regex(/^S_[1-9]\d*$/, 'a test suite id looks like S_1');

/** The files IMPORT_TEST_CASES reads. */
export const ImportFormat = z.enum(importFormats);
export type ImportFormat = z.infer<typeof ImportFormat>;

/** The case fields a spreadsheet's columns are mapped to. */
export const ImportField = z.enum(importFields);
export type ImportField = z.infer<typeof ImportField>;

export { exportHeaders };

const header = z.string().trim().min(1).max(200);

export const ImportTestCasesParams = z
  .object({
    /** `P_n`; or the Project-Id header. */
    projectId: ProjectId.optional(),
    subprojectId: SubprojectId.optional(),
    /** The version the cases go to; the latest by default. */
    version: VersionNumber.optional(),
    /** The uploaded file (POST /api/v2/attachment). */
    attachmentId: z.uuid(),
    format: ImportFormat,
    /** The suite (`S_n`) the cases go to; without it a new suite is created. */
    testSuiteId: SuiteId.optional(),
    /** Title of the new suite; by default the name the file gives, else the file's name. */
    testSuiteTitle: z.string().trim().min(1).max(500).optional(),
    /** csv, xlsx: the column header each field is read from; TMT's export headers by default. */
    mapping: z.partialRecord(ImportField, header).optional(),
    /** csv, testrail-csv: the field separator; `,` by default. */
    delimiter: z.enum([',', ';', '\t']).default(','),
    /** Answer what the import would do, and every problem, writing nothing. */
    dryRun: z.boolean().default(false),
    locale: Locale.optional(),
  })
  .refine((p) => !(p.testSuiteId && p.testSuiteTitle), {
    message: 'name an existing suite (testSuiteId) or the title of a new one (testSuiteTitle), not both',
    path: ['testSuiteTitle'],
  })
  .refine((p) => !p.mapping || p.format === 'csv' || p.format === 'xlsx', {
    message: 'a mapping is only read for csv and xlsx',
    path: ['mapping'],
  });

export const ExportFormat = z.enum(['csv', 'xlsx']);

export const ExportTestCasesParams = z.object({
  projectId: ProjectId.optional(),
  subprojectId: SubprojectId.optional(),
  /** The version exported (or the suite's version); the latest by default. */
  version: VersionNumber.optional(),
  /** One suite (`S_n`); without it every suite of the version. */
  testSuiteId: SuiteId.optional(),
  format: ExportFormat.default('csv'),
  /** csv: `,` (default) or `;`. */
  delimiter: z.enum([',', ';']).default(','),
  locale: Locale.optional(),
});
