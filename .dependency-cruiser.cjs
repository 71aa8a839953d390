/**
 * The import rules of the repository (ARCHITECTURE.md, "Layers"). contract ← core ← api ← apps; inside
 * packages/core: kernel ← domains ← dispatch, domains in the order below, no cycle between modules or folders.
 * Nothing imports an app; the console (apps/web) imports no server code.
 */
const core = '^packages/core/src';
// Domains from the bottom up: each may import the kernel and the domains before it, never one after it.
const domains = [
  'attachments',
  'pins',
  'tags',
  'risk',
  'runs',
  'tree',
  'folders',
  'cases',
  'suites',
  'executions',
  'automation',
  'tasks',
  'projects',
  'tenants',
  'users',
];

const upward = domains.map((domain, i) => ({
  name: `domain-${domain}-imports-upward`,
  comment: `${domain} sits below ${domains.slice(i + 1).join(', ') || 'nothing'}: it may not import them`,
  severity: 'error',
  from: { path: `${core}/domains/${domain}/` },
  to: { path: `${core}/domains/(${domains.slice(i + 1).join('|') || '$^'})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'folders of packages/core import each other one way only',
      severity: 'error',
      scope: 'folder',
      from: { path: core },
      to: { circular: true },
    },
    {
      name: 'kernel-imports-no-domain',
      comment: 'the kernel knows no domain, no dispatch and no seed',
      severity: 'error',
      from: { path: `${core}/kernel/` },
      to: { path: `${core}/(domains|dispatch|seed)/|${core}/index\\.ts$` },
    },
    {
      name: 'domains-import-no-dispatch',
      comment: 'domains never reach up into the document registry, LIST_DOCUMENTS, the task list or the seed',
      severity: 'error',
      from: { path: `${core}/domains/` },
      to: { path: `${core}/(dispatch|seed)/|${core}/index\\.ts$` },
    },
    {
      name: 'dispatch-imports-no-seed',
      severity: 'error',
      from: { path: `${core}/dispatch/` },
      to: { path: `${core}/seed/|${core}/index\\.ts$` },
    },
    ...upward,
    {
      name: 'nothing-imports-an-app',
      comment: 'apps are leaves: no package, tool or other app imports one (the benches drive them, as users do)',
      severity: 'error',
      from: { path: '^(packages|tooling)/', pathNot: '^tooling/bench/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-imports-no-other-package',
      comment: 'the contract is zod only and browser-safe: it imports no other package of the repository, no ORM',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/(?!contract/)|node_modules/(@mikro-orm|pg)/' },
    },
    {
      name: 'api-imports-core-and-contract-only',
      comment: 'packages/api sits on core and contract: never the client, the test helpers or the benches',
      severity: 'error',
      from: { path: '^packages/api/src/' },
      to: { path: '^packages/(client|testing)/' },
    },
    {
      name: 'api-imports-core-by-its-entry',
      comment: 'packages/api takes core through @tmt/core (its index), never a file inside it',
      severity: 'error',
      from: { path: '^packages/api/src/' },
      to: { path: `${core}/`, pathNot: `${core}/index\\.ts$` },
    },
    {
      name: 'web-imports-no-server-code',
      comment: 'the browser code of apps/web never imports core, the test helpers or MikroORM',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/(core|testing)/|node_modules/@mikro-orm/' },
    },
    {
      name: 'web-imports-contract-only',
      comment: 'the console and the site (apps/web) take shapes and words from the contract, no other package',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^packages/', pathNot: '^packages/(contract|api)/' },
    },
    {
      name: 'web-imports-api-types-only',
      comment: 'apps/web takes the tRPC router type from @tmt/api (import type), never its code',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-the-benches',
      severity: 'error',
      from: { pathNot: '^tooling/bench/' },
      to: { path: '^tooling/bench/' },
    },
    {
      name: 'apps-import-no-other-app',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|\\.turbo)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
