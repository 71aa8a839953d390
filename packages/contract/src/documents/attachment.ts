import { z } from 'zod';
import { epochMs, int, modelDocument, nullableText, projectFields, text } from './envelope';

/** An uploaded file (content/docs/en/api/reference/attachment.md): what it is called, who uploaded it when, and its stored content. */
export const AttachmentDocument = modelDocument('Attachment-dm', 'AttachmentDocument', {
  General: z.strictObject({
    ...projectFields,
    TenantId: text,
    TechnicalId: text,
    FileName: text,
    OriginalFileName: text,
    CreatedAt: epochMs,
    UploadOn: epochMs,
    UploadBy: text,
    /** Whether a document holds it. */
    Referenced: z.boolean(),
    /** How many copies of documents hold this attachment besides the first. */
    CopyNumber: int,
    ThumbnailId: nullableText,
    File: z.strictObject({
      /** Base64 of the bytes when asked for; null otherwise. */
      content: z.string().nullable(),
      attachment_id: text,
      internal_filename: text,
      original_filename: text,
      size: int,
      mime_type: text,
    }),
  }),
});
