import { useT } from '../lib/i18n';

/** Which rows of a server-side list show ("26–50 of 120"), with the previous and next page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  /** One based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="pager" aria-label={t('page.nav')}>
      <span data-testid="page-summary">{t('page.summary', { from, to, total })}</span>
      <button type="button" className="button small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('page.previous')}
      </button>
      <button
        type="button"
        className="button small"
        disabled={to >= total}
        onClick={() => onPage(page + 1)}
        data-testid="next-page"
      >
        {t('page.next')}
      </button>
    </nav>
  );
}
