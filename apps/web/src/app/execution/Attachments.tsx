import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { trpc, trpcClient } from '../lib/trpc';
import { uploadFile } from '../lib/upload';
import { useErrorText } from '../ui/ErrorMessage';

/** An attachment as the pane lists it: stored ones by the document, new ones by their upload answer. */
export interface ShownAttachment {
  attachmentId: string;
  fileName: string;
  mimeType: string;
  /** Known at once for a new upload; else asked for (LOAD_THUMBNAIL_URL). */
  thumbnailUrl?: string | null;
  /** Not assigned yet: it is saved with the next result. */
  staged?: boolean;
}

const isImage = (mimeType: string) => mimeType.startsWith('image/');

function Thumbnail({ file }: { file: ShownAttachment }) {
  const known = file.thumbnailUrl !== undefined;
  const asked = useQuery({
    ...trpc.attachments.loadThumbnailUrl.queryOptions({ attachmentId: file.attachmentId }),
    enabled: !known && isImage(file.mimeType),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = known ? file.thumbnailUrl : asked.data?.smallThumbnailUrl;
  return url ? (
    <img src={url} alt="" className="thumb-image" width={96} height={72} loading="lazy" data-testid="thumbnail" />
  ) : (
    <span className="thumb-image thumb-file" aria-hidden="true">
      {file.fileName.split('.').pop()?.toUpperCase()}
    </span>
  );
}

/** The files a picked, pasted or dropped transfer holds. */
const filesOf = (list: FileList | null | undefined) => Array.from(list ?? []);

/**
 * An execution's attachments as thumbnails, and new ones by paste (a screenshot from the clipboard, anywhere on the
 * screen), drop or the file picker: each is uploaded at once (POST /api/v2/attachment) and handed to `onAdd`.
 */
export function Attachments({
  files,
  executionRef,
  scope,
  editable,
  onAdd,
  onRemove,
}: {
  files: ShownAttachment[];
  executionRef: string;
  scope: { projectId: string; subProjectId: string };
  editable: boolean;
  onAdd: (uploaded: Awaited<ReturnType<typeof uploadFile>>) => void;
  onRemove: (attachmentId: string) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string[]>([]);
  const [over, setOver] = useState(false);

  const upload = async (list: File[]) => {
    for (const file of list) {
      setUploading((names) => [...names, file.name]);
      try {
        onAdd(await uploadFile(file, scope, 'TestRunTestCaseAdditionalFields-dm'));
      } catch (error) {
        notify(errorText(error), 'error');
      } finally {
        setUploading((names) => names.filter((name) => name !== file.name));
      }
    }
  };
  const latestUpload = useRef(upload);
  latestUpload.current = upload;

  // A screenshot pasted anywhere on the screen belongs to the execution shown; text pastes stay with their field.
  useEffect(() => {
    if (!editable) return;
    const onPaste = (event: ClipboardEvent) => {
      const list = filesOf(event.clipboardData?.files);
      if (list.length === 0) return;
      event.preventDefault();
      void latestUpload.current(list);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [editable]);

  const open = async (file: ShownAttachment) => {
    try {
      const { location } = await trpcClient.documents.loadAttachmentUrl.query({
        attachmentId: file.attachmentId,
        docRef: executionRef,
      });
      window.open(location, '_blank', 'noopener');
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };

  return (
    <section
      className={`attachments ${over ? 'drop-over' : ''}`}
      aria-labelledby="execution-attachments"
      data-testid="attachments"
      onDragOver={(event) => {
        if (!editable || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!editable) return;
        event.preventDefault();
        setOver(false);
        void upload(filesOf(event.dataTransfer.files));
      }}
    >
      <h3 id="execution-attachments" className="pane-heading">
        {t('execution.attachments')}
      </h3>
      {files.length === 0 && uploading.length === 0 && <p className="small muted">{t('execution.noAttachments')}</p>}
      <ul className="thumbs">
        {files.map((file) => (
          <li key={file.attachmentId} className="thumb" data-testid="attachment" data-staged={file.staged || undefined}>
            <button
              type="button"
              className="thumb-open"
              disabled={file.staged}
              aria-label={t('execution.open', { file: file.fileName })}
              onClick={() => void open(file)}
            >
              <Thumbnail file={file} />
              <span className="thumb-name">{file.fileName}</span>
            </button>
            {editable && (
              <button
                type="button"
                className="icon-button thumb-remove"
                aria-label={t('execution.remove', { file: file.fileName })}
                onClick={() => onRemove(file.attachmentId)}
              >
                ✕
              </button>
            )}
          </li>
        ))}
        {uploading.map((name) => (
          <li key={name} className="thumb" aria-busy="true">
            <span className="thumb-image thumb-file">
              <span className="spinner" aria-hidden="true" />
            </span>
            <span className="thumb-name small muted">{t('execution.uploading', { file: name })}</span>
          </li>
        ))}
      </ul>
      {files.some((file) => file.staged) && <p className="small muted">{t('execution.staged')}</p>}
      {editable && (
        <div className="attach-row">
          <button type="button" className="button small" onClick={() => picker.current?.click()}>
            {t('execution.attach')}
          </button>
          <span className="small muted">{t('execution.attachHint')}</span>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            data-testid="attach-input"
            onChange={(event) => {
              void upload(filesOf(event.target.files));
              event.target.value = '';
            }}
          />
        </div>
      )}
    </section>
  );
}
