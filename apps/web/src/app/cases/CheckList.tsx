import type { EnumName } from '../lib/enum-labels';
import { enumValues, useEnumLabel } from '../lib/i18n';

/** Checkboxes over one enumeration, for a field that takes several of its values. */
export function CheckList<V extends string>({
  name,
  values,
  onChange,
}: {
  name: EnumName;
  values: V[];
  onChange: (values: V[]) => void;
}) {
  const label = useEnumLabel();
  return (
    <div className="check-list">
      {(enumValues(name) as V[]).map((v) => (
        <label key={v} className="check">
          <input
            type="checkbox"
            checked={values.includes(v)}
            onChange={(e) => onChange(e.target.checked ? [...values, v] : values.filter((x) => x !== v))}
          />
          {label(name, v)}
        </label>
      ))}
    </div>
  );
}
