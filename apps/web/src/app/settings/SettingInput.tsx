/** One setting as a labelled text input (an address, a token); a role that only reads sees it disabled. */
export function SettingInput({
  label,
  type,
  name,
  autoComplete,
  value,
  disabled,
  onChange,
}: {
  label: string;
  type: 'url' | 'password';
  name?: string;
  autoComplete?: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
