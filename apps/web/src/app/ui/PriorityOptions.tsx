import { enumValues, useEnumLabel } from '../lib/i18n';

/** The options of a suite priority select: `empty` (no priority, or any), then each priority in the user's words. */
export function PriorityOptions({ empty }: { empty: string }) {
  const label = useEnumLabel();
  return (
    <>
      <option value="">{empty}</option>
      {enumValues('RecommendedPriority').map((v) => (
        <option key={v} value={v}>
          {label('RecommendedPriority', v)}
        </option>
      ))}
    </>
  );
}
