import {
  type DocumentMetadata,
  docRefOf,
  type Locale,
  type ModelDocumentAnswer,
  PinnedModelName,
  type ServedModelName,
} from '@tmt/contract';
import { displayDate } from './display-date';

export interface AuditColumns {
  createdBy: string;
  createdOn: Date;
  editedBy: string;
  editedOn: Date;
  modelVersion: number;
}

type Root<M extends ServedModelName> = ModelDocumentAnswer<M>['document']['Root'];
/** What a builder adds to Metadata; `IsPinned` is the caller's and set for the whole answer (`pinsFill`). */
type MetadataExtra<M extends ServedModelName> = Omit<
  Root<M>['Metadata'],
  keyof DocumentMetadata | 'IsPinned' | 'CallerRole'
>;

const pinnable = new Set<string>(PinnedModelName.options);

/**
 * Wraps a model's groups in the shared envelope; Metadata and __meta are always computed here, never taken from
 * input, and Attachments, a pinnable document's `IsPinned` and a project's `CallerRole` are filled for the whole
 * answer at once (`fillAnswer`). The groups and Metadata fields are the contract's for that model, so a builder that strays fails to compile.
 */
export function toDocument<M extends ServedModelName>(
  model: M,
  id: string,
  audit: AuditColumns,
  groups: Omit<Root<M>, 'Metadata' | 'Attachments'>,
  locale: Locale,
  ...[metadataExtra]: keyof MetadataExtra<M> extends never ? [] : [MetadataExtra<M>]
): ModelDocumentAnswer<M> {
  const docRef = docRefOf(model, id);
  const root = {
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
      ...(pinnable.has(model) ? { IsPinned: false } : {}),
      ...(model === 'Project-dm' ? { CallerRole: null } : {}),
    },
  };
  const document = {
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
  // The parts are typed above; TypeScript cannot see that spreading them rebuilds the model's exact Root.
  return { docRef, documentModelName: model, document } as unknown as ModelDocumentAnswer<M>;
}
