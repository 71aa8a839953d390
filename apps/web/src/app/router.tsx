import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { auth } from './lib/auth';
import { ProjectsPage } from './projects/ProjectsPage';
import { RootLayout } from './shell/Layout';
import { NotFound } from './shell/NotFound';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const positive = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Where the sign-in page sends the user afterwards: a path of the console only, never another site. */
export const safeRedirect = (value: unknown) => {
  const path = text(value);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
};

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>) => ({ redirect: safeRedirect(search.redirect) }),
  // A signed-in visit, the usual one, never needs the sign-in page: it loads when shown.
  component: lazyRouteComponent(() => import('./sign-in/SignInPage'), 'SignInPage'),
});

const callbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/callback',
  component: lazyRouteComponent(() => import('./sign-in/OidcCallback'), 'OidcCallback'),
});

/** Everything past sign-in: without a token the user goes to sign-in, and comes back here afterwards. */
const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ location }) => {
    if (!auth.token) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  component: Outlet,
});

const projectsRoute = createRoute({ getParentRoute: () => authedRoute, path: '/', component: ProjectsPage });

const tokensRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'tokens',
  component: lazyRouteComponent(() => import('./tokens/TokensPage'), 'TokensPage'),
});

export interface UsersSearch {
  q?: string;
  /** Users with a role on this unit (the tenant's id, `P_1`, `SP_2`). */
  unit?: string;
  page?: number;
}

const usersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'users',
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({
    q: text(search.q),
    unit: text(search.unit),
    page: positive(search.page),
  }),
  component: lazyRouteComponent(() => import('./users/UsersPage'), 'UsersPage'),
});

/** A project (`P_1`) or one of its sub projects (`SP_2`; `_` is the project itself). */
const scopeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'p/$projectId/$subProjectId',
  component: Outlet,
});

export interface SuitesSearch {
  /** The version number; absent: the latest version. */
  v?: number;
  q?: string;
  priority?: string;
  sort?: string;
  page?: number;
}

const suitesRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'suites',
  validateSearch: (search: Record<string, unknown>): SuitesSearch => ({
    v: positive(search.v),
    q: text(search.q),
    priority: text(search.priority),
    sort: text(search.sort),
    page: positive(search.page),
  }),
  component: lazyRouteComponent(() => import('./suites/SuitesPage'), 'SuitesPage'),
});

const suiteRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'suites/$suiteId',
  validateSearch: (search: Record<string, unknown>): { v?: number } => ({ v: positive(search.v) }),
  component: lazyRouteComponent(() => import('./suites/SuitePage'), 'SuitePage'),
});

const suiteHomeRoute = createRoute({
  getParentRoute: () => suiteRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./suites/SuitePage'), 'SuiteHome'),
});

const caseRoute = createRoute({
  getParentRoute: () => suiteRoute,
  path: 'cases/$caseId',
  component: lazyRouteComponent(() => import('./cases/CaseEditor'), 'CaseEditor'),
});

const versionsRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'versions',
  component: lazyRouteComponent(() => import('./versions/VersionsPage'), 'VersionsPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('./settings/SettingsPage'), 'SettingsPage'),
});

const riskRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'risk',
  validateSearch: (search: Record<string, unknown>): { v?: number } => ({ v: positive(search.v) }),
  component: lazyRouteComponent(() => import('./risk/RiskPage'), 'RiskPage'),
});

export interface RunsSearch {
  /** Run status: 1 open, 2 closed; absent: all. */
  status?: number;
  tester?: string;
  /** The version number; absent: every version. */
  v?: number;
  q?: string;
  sort?: string;
  page?: number;
}

const runsRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'runs',
  validateSearch: (search: Record<string, unknown>): RunsSearch => ({
    status: positive(search.status),
    tester: text(search.tester),
    v: positive(search.v),
    q: text(search.q),
    sort: text(search.sort),
    page: positive(search.page),
  }),
  component: lazyRouteComponent(() => import('./runs/RunsPage'), 'RunsPage'),
});

export interface TrendsSearch {
  /** The version number; absent: the latest version. */
  v?: number;
  /** How many of the latest runs are compared. */
  n?: number;
  /** The two runs whose failed cases are compared (`R_n`); absent: the two newest. */
  from?: string;
  to?: string;
}

const trendsRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'trends',
  validateSearch: (search: Record<string, unknown>): TrendsSearch => ({
    v: positive(search.v),
    n: positive(search.n),
    from: text(search.from),
    to: text(search.to),
  }),
  component: lazyRouteComponent(() => import('./trends/TrendsPage'), 'TrendsPage'),
});

/** A run (`R_3`): its header and tabs; the tabs are its children. */
const runRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'runs/$runId',
  component: lazyRouteComponent(() => import('./runs/RunPage'), 'RunPage'),
});

export interface ExecutionSearch {
  /** The chosen execution's id. */
  x?: string;
  /** Filters: result codes (comma separated), a tester, or only the caller's. */
  result?: string;
  tester?: string;
  mine?: boolean;
}

const executionRoute = createRoute({
  getParentRoute: () => runRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): ExecutionSearch => ({
    x: text(search.x),
    result: text(search.result),
    tester: text(search.tester),
    mine: search.mine === true || search.mine === 'true' ? true : undefined,
  }),
  component: lazyRouteComponent(() => import('./execution/ExecutionView'), 'ExecutionView'),
});

const runSuitesRoute = createRoute({
  getParentRoute: () => runRoute,
  path: 'suites',
  component: lazyRouteComponent(() => import('./runs/RunSuites'), 'RunSuites'),
});

const runDashboardRoute = createRoute({
  getParentRoute: () => runRoute,
  path: 'dashboard',
  component: lazyRouteComponent(() => import('./dashboard/RunDashboard'), 'RunDashboard'),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  callbackRoute,
  authedRoute.addChildren([
    projectsRoute,
    tokensRoute,
    usersRoute,
    scopeRoute.addChildren([
      suitesRoute,
      suiteRoute.addChildren([suiteHomeRoute, caseRoute]),
      versionsRoute,
      settingsRoute,
      riskRoute,
      runsRoute,
      trendsRoute,
      runRoute.addChildren([executionRoute, runSuitesRoute, runDashboardRoute]),
    ]),
  ]),
]);

export const router = createRouter({
  routeTree,
  basepath: '/app',
  defaultPreload: 'intent',
  scrollRestoration: true,
});

// A token that ends (sign-out, or a 401 from the server) sends the user to sign-in from wherever they are.
auth.subscribe(() => {
  if (!auth.token) void router.invalidate();
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
