import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { auth } from './lib/auth';
import { RootLayout } from './screens/Layout';
import { NotFound } from './screens/NotFound';
import { ProjectsPage } from './screens/ProjectsPage';
import { SignInPage } from './screens/SignInPage';

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
  component: SignInPage,
});

const callbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/callback',
  component: lazyRouteComponent(() => import('./screens/OidcCallback'), 'OidcCallback'),
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
  component: lazyRouteComponent(() => import('./screens/SuitesPage'), 'SuitesPage'),
});

const suiteRoute = createRoute({
  getParentRoute: () => scopeRoute,
  path: 'suites/$suiteId',
  validateSearch: (search: Record<string, unknown>): { v?: number } => ({ v: positive(search.v) }),
  component: lazyRouteComponent(() => import('./screens/SuitePage'), 'SuitePage'),
});

const suiteHomeRoute = createRoute({
  getParentRoute: () => suiteRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./screens/SuitePage'), 'SuiteHome'),
});

const caseRoute = createRoute({
  getParentRoute: () => suiteRoute,
  path: 'cases/$caseId',
  component: lazyRouteComponent(() => import('./screens/CaseEditor'), 'CaseEditor'),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  callbackRoute,
  authedRoute.addChildren([
    projectsRoute,
    scopeRoute.addChildren([suitesRoute, suiteRoute.addChildren([suiteHomeRoute, caseRoute])]),
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
