import { useT } from '../lib/i18n';
import { type Draft, DraftInput, DraftTextArea } from '../ui/DraftFields';
import { PriorityOptions } from '../ui/PriorityOptions';

/** The fields a suite is created and edited with: title, description and priority. */
export function SuiteFields({ form }: { form: Draft<{ title: string; description: string; priority: string }> }) {
  const t = useT();
  return (
    <>
      <DraftInput form={form} name="title" label={t('suites.col.title')} required />
      <DraftTextArea form={form} name="description" label={t('projects.description')} />
      <label className="field">
        <span>{t('suites.col.priority')}</span>
        <select
          name="priority"
          value={form.value.priority}
          onChange={(e) => form.setValue((v) => ({ ...v, priority: e.target.value }))}
        >
          <PriorityOptions empty={t('case.notSet')} />
        </select>
      </label>
    </>
  );
}
