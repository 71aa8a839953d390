import type { RegisteredRouter, RouteApi, RouteIds } from '@tanstack/react-router';
import { useLocale, useT } from './i18n';
import type { Scope } from './scope';

/** The routes of the screens inside a project or sub project. */
type ScopeRouteId = Extract<RouteIds<RegisteredRouter['routeTree']>, `/authed/p/$projectId/$subProjectId/${string}`>;

/**
 * What every screen of a project needs: its words and language, the address's params and search (typed by the
 * route), navigation, and the project or sub project it shows (without a version: each screen picks its own).
 */
export function useScopePage<TId extends ScopeRouteId>(route: RouteApi<TId>) {
  const t = useT();
  const lang = useLocale();
  const params = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope: Scope = { projectId: params.projectId, subProjectId: params.subProjectId };
  return { t, lang, params, search, navigate, scope };
}
