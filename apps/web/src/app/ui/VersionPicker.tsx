import type { VersionAnswer } from '../lib/documents';
import { useT } from '../lib/i18n';

/**
 * The versions of a project, newest first; the latest is chosen unless the address names another. With `anyLabel`,
 * "every version" comes first and is what no version means, so the latest is named by its number.
 */
export function VersionPicker({
  versions,
  value,
  onChange,
  anyLabel,
}: {
  versions: VersionAnswer[];
  value: number | undefined;
  onChange: (version: number | undefined) => void;
  anyLabel?: string;
}) {
  const t = useT();
  return (
    <label className="field inline">
      <span>{t('version.label')}</span>
      <select
        data-testid="version-picker"
        value={value ?? ''}
        onChange={(e) => {
          const chosen = versions.find((v) => String(v.document.Root.General.VersionNumber) === e.target.value);
          onChange(
            chosen?.document.Root.General.IsLatestVersion && !anyLabel
              ? undefined
              : chosen?.document.Root.General.VersionNumber,
          );
        }}
      >
        {anyLabel && <option value="">{anyLabel}</option>}
        {versions.map((v) => {
          const g = v.document.Root.General;
          const title = `${g.VersionNumber} · ${g.Title}`;
          return (
            <option key={g.VersionNumber} value={g.VersionNumber}>
              {g.IsLatestVersion
                ? t('version.latest', { title })
                : g.Status === 'closed'
                  ? t('version.closed', { title })
                  : title}
            </option>
          );
        })}
      </select>
    </label>
  );
}
