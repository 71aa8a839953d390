/** The envelope every document shares (content/docs/en/api/document-model/). Metadata and __meta are computed by the server. */
export interface DocumentMetadata {
  CreatedBy: string;
  CreatedOn: number;
  DisplayCreatedOn: string;
  EditedBy: string;
  EditedOn: number;
  DisplayEditedOn: string;
}

export interface DocumentMeta {
  creator: string;
  modifier: string;
  docRef: string;
  modelReference: string;
  createdAt: string;
  modifiedAt: string;
  modelVersion: number;
}

export interface DocumentRoot {
  General: Record<string, unknown>;
  Metadata: DocumentMetadata;
  Attachments: unknown[];
  [group: string]: unknown;
}

export interface Document<R extends DocumentRoot = DocumentRoot> {
  Root: R;
  __meta: DocumentMeta;
}

export interface DocumentAnswer<R extends DocumentRoot = DocumentRoot> {
  docRef: string;
  documentModelName: string;
  document: Document<R>;
}

export interface LinkEntity {
  role: string;
  modelName: string;
  docRef: string;
}

export interface LinkRef {
  id: string;
  linkDescriptor: {
    relationshipModel: string;
    entities: LinkEntity[];
    predecessorLinkRef: string | null;
    position: number;
  };
}
