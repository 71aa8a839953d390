import { exportHeaders, type ImportField, importFields } from '@tmt/contract/case-import-fields';
import { useId } from 'react';

import { type DialogKey, useDialogT } from './dialog-messages';
import type { Preview } from './file-preview';

export type Mapping = Partial<Record<ImportField, string>>;

/**
 * The columns of a new header row: the choices made for the file before, where its headers still hold them (a file
 * uploaded again after a fix), else TMT's own export headers (a file TMT exported maps itself).
 */
export function autoMapping(headers: string[], before: Mapping = {}): Mapping {
  const kept = Object.entries(before).filter(([, header]) => headers.includes(header));
  if (kept.length) return Object.fromEntries(kept);
  const mapping: Mapping = {};
  for (const field of importFields) {
    const header = headers.find((h) => h.trim().toLowerCase() === exportHeaders[field].toLowerCase());
    if (header) mapping[field] = header;
  }
  return mapping;
}

/** The preview of a spreadsheet: its header and first rows, scrolled sideways when wide. */
function PreviewTable({ preview }: { preview: Preview }) {
  const t = useDialogT();
  return (
    <div className="table-wrap import-preview">
      <table className="data-table" data-testid="import-preview">
        <caption>{t('imports.preview')}</caption>
        <thead>
          <tr>
            {preview.headers.map((header, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; their place is their identity
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a file, fixed once read
            <tr key={r}>
              {preview.headers.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <td key={i} className="preview-cell">
                  {row[i] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Which column each case field is read from. The file's header row was read in the browser (CSV or xlsx): each field
 * picks one of its columns, and the first rows show below. A workbook the browser cannot read: its headers are typed.
 */
export function ColumnMapping({
  preview,
  mapping,
  onChange,
}: {
  preview: Preview | null;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const t = useDialogT();
  const id = useId();
  const set = (field: ImportField, header: string) => {
    const next = { ...mapping };
    if (header) next[field] = header;
    else delete next[field];
    onChange(next);
  };
  return (
    <fieldset className="field import-mapping">
      <legend>{t('imports.mapping')}</legend>
      <p className="small muted">{t(preview ? 'imports.mappingLead' : 'imports.mappingXlsx')}</p>
      <div className="import-fields">
        {importFields.map((field) => (
          <div key={field} className="field">
            <label htmlFor={`${id}-${field}`}>{t(`imports.field.${field}` as DialogKey)}</label>
            {preview ? (
              <select
                id={`${id}-${field}`}
                value={mapping[field] ?? ''}
                onChange={(e) => set(field, e.target.value)}
                data-testid={`map-${field}`}
              >
                <option value="">{t('imports.notRead')}</option>
                {[...new Set(preview.headers)].filter(Boolean).map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-${field}`}
                value={mapping[field] ?? ''}
                placeholder={exportHeaders[field]}
                maxLength={200}
                onChange={(e) => set(field, e.target.value)}
                data-testid={`map-${field}`}
              />
            )}
          </div>
        ))}
      </div>
      {preview && <PreviewTable preview={preview} />}
    </fieldset>
  );
}
