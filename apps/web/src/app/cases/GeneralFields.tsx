import type { CaseRoot } from '../lib/documents';
import { formatDate, useLocale, useT } from '../lib/i18n';
import type { Draft, SetGroup } from './case-draft';
import { EnumSelect } from './EnumSelect';
import { Field } from './Field';

/** The General group: title, description, the enumerations, and facts the editor shows but does not change. */
export function GeneralFields({ g, root, set }: { g: Draft['General']; root: CaseRoot; set: SetGroup }) {
  const t = useT();
  const lang = useLocale();
  const latest = root.Metadata.LatestTestCaseExecutionData;
  return (
    <>
      <Field label={t('case.field.Title')} wide limit="Title">
        <input
          required
          value={g.Title}
          onChange={(e) => set('General', { Title: e.target.value })}
          data-testid="case-title"
        />
      </Field>
      <Field label={t('case.field.Description')} wide limit="Description">
        <textarea rows={4} value={g.Description} onChange={(e) => set('General', { Description: e.target.value })} />
      </Field>
      <Field label={t('case.field.Status')}>
        <EnumSelect
          name="Status"
          optional={false}
          value={g.Status}
          onChange={(v) => v && set('General', { Status: v })}
          testId="case-status"
        />
      </Field>
      <Field label={t('case.field.Type')}>
        <EnumSelect name="Type" value={g.Type} onChange={(v) => set('General', { Type: v })} />
      </Field>
      <Field label={t('case.field.Automation')}>
        <EnumSelect name="Automation" value={g.Automation} onChange={(v) => set('General', { Automation: v })} />
      </Field>
      <Field label={t('case.field.Prioritization')}>
        <EnumSelect
          name="Prioritization"
          value={g.Prioritization}
          onChange={(v) => set('General', { Prioritization: v })}
        />
      </Field>
      <Field label={t('case.field.EstimatedExecutionTime')}>
        <input
          type="number"
          min={0}
          value={g.EstimatedExecutionTime ?? ''}
          onChange={(e) =>
            set('General', { EstimatedExecutionTime: e.target.value === '' ? null : Number(e.target.value) })
          }
        />
      </Field>
      <Field label={t('case.field.User')} limit="User">
        <input value={g.User ?? ''} onChange={(e) => set('General', { User: e.target.value || null })} />
      </Field>
      <label className="check wide">
        <input
          type="checkbox"
          checked={g.ImportantAdditionForNextTestRun}
          onChange={(e) => set('General', { ImportantAdditionForNextTestRun: e.target.checked })}
        />
        {t('case.field.ImportantAdditionForNextTestRun')}
      </label>
      <dl className="facts wide">
        <div>
          <dt>{t('case.field.Path')}</dt>
          <dd>{root.AdditionalInfo.CurrentPath || root.AdditionalInfo.Path}</dd>
        </div>
        <div>
          <dt>{t('case.field.Edited')}</dt>
          <dd>{t('case.edited', { date: formatDate(lang, root.Metadata.EditedOn), user: root.Metadata.EditedBy })}</dd>
        </div>
        <div>
          <dt>{t('suites.col.latest')}</dt>
          <dd>
            {latest
              ? t('suites.latest', { date: formatDate(lang, latest.TestedOn), run: latest.TestRunTitle })
              : t('suites.never')}
          </dd>
        </div>
      </dl>
    </>
  );
}
