import { useLocale, useT } from '../lib/i18n';
import { isApiError } from '../lib/trpc';
import { issuesOf, issueText } from './issues';

/**
 * What went wrong, in words: the server's message (already in the user's language, from the API's message
 * catalogue) with each field it names and why, or the console's own text when the server could not be reached.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  const lang = useLocale();
  return (error) => {
    if (isApiError(error) && error.shape) {
      const issues = issuesOf(error.shape.data).map((issue) => issueText(t, lang, issue));
      return issues.length ? `${error.message} ${issues.join('; ')}.` : error.message;
    }
    if (isApiError(error) || error instanceof TypeError) return t('error.network');
    return error instanceof Error ? error.message : String(error);
  };
}

export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const text = useErrorText();
  if (!error) return null;
  return (
    <div className="error" role="alert" data-testid="error">
      <span>{text(error)}</span>
      {onRetry && (
        <button type="button" className="button small" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}
