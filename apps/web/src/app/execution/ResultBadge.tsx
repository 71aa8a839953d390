import { useT } from '../lib/i18n';
import { resultColour } from '../ui/result-colour';
import { resultLabel } from './results';

/** A result as a colour swatch (unless the line shows one already) and its name in the user's language. */
export function ResultBadge({
  result,
  className = '',
  swatch = true,
}: {
  result: number;
  className?: string;
  swatch?: boolean;
}) {
  const t = useT();
  return (
    <span className={`result-badge ${className}`} data-result={result}>
      {swatch && <span className="swatch" style={resultColour(result)} aria-hidden="true" />}
      {t(resultLabel(result))}
    </span>
  );
}
