import { useT } from '../lib/i18n';

/** What a tester writes about a run: the rest (status, figures, dates) is the server's. */
export interface RunFieldValues {
  Title: string;
  Configuration: string;
  Description: string;
}

export const emptyRunFields: RunFieldValues = { Title: '', Configuration: '', Description: '' };

/** The title, configuration and description of a run, as the create and edit dialogs ask for them. */
export function RunFields({ value, onChange }: { value: RunFieldValues; onChange: (value: RunFieldValues) => void }) {
  const t = useT();
  const bind = (key: keyof RunFieldValues) => ({
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <>
      <label className="field">
        <span>{t('runs.field.title')}</span>
        <input required maxLength={500} name="title" {...bind('Title')} />
      </label>
      <label className="field">
        <span>{t('runs.field.configuration')}</span>
        <input
          maxLength={2000}
          name="configuration"
          placeholder={t('runs.field.configurationHint')}
          {...bind('Configuration')}
        />
      </label>
      <label className="field">
        <span>{t('runs.field.description')}</span>
        <textarea rows={3} name="description" {...bind('Description')} />
      </label>
    </>
  );
}

/** The fields as a run document's General sends them (the title without blanks around it). */
export const runGeneral = (value: RunFieldValues) => ({ ...value, Title: value.Title.trim() });
