import { type LimitedField, textLimits } from '@tmt/contract/text-limits';
import { formatNumber, useLocale, useT } from '../lib/i18n';

/** From this share of a field's limit on, the count shows. */
const NEAR = 0.8;

/** "450 of 500 characters" below a field once its text nears the API's limit for it; nothing before. */
export function CharCount({ field, value }: { field: LimitedField; value: unknown }) {
  const t = useT();
  const lang = useLocale();
  const max = textLimits[field];
  const count = typeof value === 'string' ? value.length : 0;
  if (count < max * NEAR) return null;
  return (
    <span className={`small char-count ${count >= max ? 'at-limit' : 'muted'}`} data-testid="char-count">
      {t('field.count', { count: formatNumber(lang, count), max: formatNumber(lang, max) })}
    </span>
  );
}
