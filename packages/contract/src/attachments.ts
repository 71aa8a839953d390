import { z } from 'zod';
import { DocumentModelName } from './enums';
import { isUnstorableText } from './storable-text';

const storable = (text: string) => !isUnstorableText(text);

/** The models whose documents carry attachments (spec: suites, folders, cases, runs and executions). */
export const AttachmentModelName = z.enum([
  'TestSuite-dm',
  'TestFolder-dm',
  'TestCase-dm',
  'TestRun-dm',
  'TestRunTestCaseAdditionalFields-dm',
]);
export type AttachmentModelName = z.infer<typeof AttachmentModelName>;

/** A file name as uploaded: no path, no control characters, and an extension. */
const FileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(
    (name) => storable(name) && !/[/\\\p{Cc}]/u.test(name),
    'a file name without path separators or control characters',
  )
  .refine((name) => /\.[\p{L}\p{N}]{1,16}$/u.test(name), 'a file name with an extension, e.g. screenshot.png');

/** The query of `POST /api/v2/attachment`. */
export const UploadQuery = z.object({
  filename: FileName,
  documentModelName: DocumentModelName,
  /** Where in the document the file belongs; empty for the document's own attachments. */
  pathToField: z.string().max(500).refine(storable, 'text without NUL or lone surrogates'),
});
export type UploadQuery = z.infer<typeof UploadQuery>;

/** The answer of an upload (content/docs/en/api/reference/attachment.md). Thumbnails are null for types without one. */
export const UploadResult = z
  .strictObject({
    attachmentId: z.uuid(),
    filename: z.string(),
    mimeType: z.string(),
    smallThumbnailUrl: z.string().nullable(),
    bigThumbnailUrl: z.string().nullable(),
    size: z.number().int(),
    annotations: z.array(z.unknown()),
  })
  .meta({ id: 'UploadResult' });
export type UploadResult = z.infer<typeof UploadResult>;

/** An attachment as a document lists it in `Root.Attachments`. */
export const AttachmentEntry = z
  .strictObject({
    attachmentId: z.uuid(),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    pathToField: z.string(),
  })
  .meta({ id: 'AttachmentEntry' });
export type AttachmentEntry = z.infer<typeof AttachmentEntry>;

/** Attachments a save assigns to a document, replacing those it held: uploaded ids, as entries or bare. */
export const AttachmentsInput = z
  .array(z.union([z.uuid(), z.object({ attachmentId: z.uuid() }).transform(({ attachmentId }) => attachmentId)]))
  .max(100);
