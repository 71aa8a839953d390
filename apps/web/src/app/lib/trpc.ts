import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@tmt/api';
import { createTRPCClient, httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { auth } from './auth';
import { locale } from './i18n';

/** What each procedure answers and takes, inferred from the server's router: nothing here is typed by hand. */
export type Outputs = inferRouterOutputs<AppRouter>;
export type Inputs = inferRouterInputs<AppRouter>;

/** The error the server answered with: a localized message and a stable `data.reason`. */
export type ApiError = TRPCClientError<AppRouter>;

export const isApiError = (error: unknown): error is ApiError => error instanceof TRPCClientError;

/** The token was missing, invalid or expired: the server answered HTTP 401 (-32001). */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && (error.data?.httpStatus === 401 || error.shape?.code === -32001);
}

/** The reason code of an API error (`data.reason`), for decisions; people read the message. */
export function reasonOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const data = error.shape?.data as { reason?: unknown } | undefined;
  return typeof data?.reason === 'string' ? data.reason : undefined;
}

const onError = (error: unknown) => {
  if (isUnauthenticated(error)) auth.signOut('expired');
};

/** How often a read that could not reach the server is tried again. */
const RECOVER_MS = 5_000;
const unreachable = (error: unknown) => error instanceof TypeError || (isApiError(error) && !error.shape);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused call is answered the same the second time; only a lost connection is worth another try.
      retry: (count, error) => count < 2 && isApiError(error) && !error.shape,
      // A screen that could not reach the server tries again by itself, so it recovers once the server is back.
      refetchInterval: (query) => (unreachable(query.state.error) ? RECOVER_MS : false),
      refetchOnWindowFocus: false,
    },
  },
});

const headers = () => {
  const values: Record<string, string> = { 'Accept-Language': locale.current };
  if (auth.token) values.Authorization = `Bearer ${auth.token}`;
  return values;
};

/** The project a call names things in by business id (R_n, C_n): `mutate(input, { context: { scope } })`. */
export interface CallScope {
  projectId: string;
  subProjectId: string;
}
const scopeOf = (context: Record<string, unknown>) => context.scope as CallScope | undefined;

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    // A call with a scope goes on its own with the Project-Id and Subproject-Id headers; the rest are batched.
    splitLink({
      condition: (op) => Boolean(scopeOf(op.context)),
      true: httpLink({
        url: '/api/trpc',
        headers: ({ op }) => {
          const scope = scopeOf(op.context) as CallScope;
          return { ...headers(), 'Project-Id': scope.projectId, 'Subproject-Id': scope.subProjectId };
        },
      }),
      false: httpBatchLink({ url: '/api/trpc', maxItems: 20, headers }),
    }),
  ],
});

/** `trpc.suites.listTestSuites.queryOptions(input)` and friends, for TanStack Query. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

// Display fields and messages come in the user's language: a new language reads everything again.
locale.subscribe(() => {
  void queryClient.invalidateQueries();
});
// Signed out: nothing of that user stays in memory.
auth.subscribe(() => {
  if (!auth.token) queryClient.clear();
});
