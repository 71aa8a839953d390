import { useT } from '../lib/i18n';
import type { Scope } from '../lib/scope';
import { TagInput } from '../ui/TagInput';
import { CheckList } from './CheckList';
import type { Draft, SetGroup } from './case-draft';
import { EnumSelect } from './EnumSelect';
import { Field } from './Field';

/** The Criteria group: time relevance, tools and assignments (several each), dependency, focus and tags. */
export function CriteriaFields({ c, scope, set }: { c: Draft['Criteria']; scope: Scope; set: SetGroup }) {
  const t = useT();
  return (
    <>
      <label className="check wide">
        <input
          type="checkbox"
          checked={c.TimeRelevance}
          onChange={(e) => set('Criteria', { TimeRelevance: e.target.checked })}
        />
        {t('case.field.TimeRelevance')}
      </label>
      <fieldset className="field">
        <legend>{t('case.field.AdditionalToolsAids')}</legend>
        <CheckList
          name="AdditionalToolsAids"
          values={c.AdditionalToolsAids}
          onChange={(v) => set('Criteria', { AdditionalToolsAids: v })}
        />
      </fieldset>
      <fieldset className="field">
        <legend>{t('case.field.Assignment')}</legend>
        <CheckList name="Assignment" values={c.Assignment} onChange={(v) => set('Criteria', { Assignment: v })} />
      </fieldset>
      <Field label={t('case.field.Dependency')}>
        <EnumSelect name="Dependency" value={c.Dependency} onChange={(v) => set('Criteria', { Dependency: v })} />
      </Field>
      <Field label={t('case.field.TestFocus')}>
        <EnumSelect name="TestFocus" value={c.TestFocus} onChange={(v) => set('Criteria', { TestFocus: v })} />
      </Field>
      <TagInput scope={scope} tags={c.Tags} onChange={(tags) => set('Criteria', { Tags: tags })} />
    </>
  );
}
