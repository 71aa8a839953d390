import {
  type Document,
  type DocumentAnswer,
  type DocumentModelName,
  type DocumentRoot,
  docRefOf,
  type Locale,
  type RelationshipModel,
} from '@tmt/contract';
import { displayDate } from './display-date';

export interface AuditColumns {
  createdBy: string;
  createdOn: Date;
  editedBy: string;
  editedOn: Date;
  modelVersion: number;
}

/** Wraps a model's groups in the shared envelope; Metadata and __meta are always computed here, never taken from input. */
export function toDocument(
  model: DocumentModelName | RelationshipModel,
  id: string,
  audit: AuditColumns,
  groups: { General: Record<string, unknown> } & Record<string, unknown>,
  locale: Locale,
  metadataExtra: Record<string, unknown> = {},
): DocumentAnswer {
  const docRef = docRefOf(model, id);
  const root: DocumentRoot = {
    Attachments: [],
    ...groups,
    Metadata: {
      CreatedBy: audit.createdBy,
      CreatedOn: audit.createdOn.getTime(),
      DisplayCreatedOn: displayDate(audit.createdOn, locale) ?? '',
      EditedBy: audit.editedBy,
      EditedOn: audit.editedOn.getTime(),
      DisplayEditedOn: displayDate(audit.editedOn, locale) ?? '',
      ...metadataExtra,
    },
  };
  const document: Document = {
    Root: root,
    __meta: {
      creator: audit.createdBy,
      modifier: audit.editedBy,
      docRef,
      modelReference: model,
      createdAt: audit.createdOn.toISOString(),
      modifiedAt: audit.editedOn.toISOString(),
      modelVersion: audit.modelVersion,
    },
  };
  return { docRef, documentModelName: model, document };
}
