import { useSearchText } from './useSearchText';

/**
 * A list's search box (`/` focuses it): what it holds goes to the address a moment after typing stops
 * (useSearchText), and it shows what the address holds.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  testId,
}: {
  label: string;
  placeholder: string;
  /** The search the address holds. */
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  testId: string;
}) {
  const [text, setText] = useSearchText(value, onSearch);
  return (
    <label className="field grow">
      <span>{label}</span>
      <input
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        data-shortcut-search
        aria-keyshortcuts="/"
        data-testid={testId}
      />
    </label>
  );
}
