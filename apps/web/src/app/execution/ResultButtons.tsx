import { useT } from '../lib/i18n';
import { resultColour } from '../ui/result-colour';
import { resultKeys, resultLabel } from './results';

/** A button per result (each with its key), the current one pressed; a press records that result. */
export function ResultButtons({
  current,
  disabled,
  onPick,
}: {
  current: number;
  disabled: boolean;
  onPick: (result: number) => void;
}) {
  const t = useT();
  return (
    <fieldset className="result-buttons" data-testid="result-buttons">
      <legend className="visually-hidden">{t('execution.result')}</legend>
      {Object.entries(resultKeys).map(([code, key]) => {
        const result = Number(code);
        const name = t(resultLabel(result));
        return (
          <button
            key={code}
            type="button"
            className="button small result-button"
            aria-pressed={current === result}
            aria-keyshortcuts={key === 'F' ? 'Shift+F' : key}
            title={t('execution.resultKey', { result: name, key })}
            disabled={disabled}
            data-result={result}
            onClick={() => onPick(result)}
          >
            <span className="swatch" style={resultColour(result)} aria-hidden="true" />
            {name}
            <kbd>{key}</kbd>
          </button>
        );
      })}
    </fieldset>
  );
}
