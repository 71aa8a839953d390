import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ServiceContext } from './context';

const lazyFork = Symbol('lazy EntityManager fork');

interface LazyFork {
  orm: MikroORM;
  em?: EntityManager;
}

type Fields = Omit<ServiceContext, 'em'>;

/**
 * The ServiceContext of one API call, whose EntityManager is forked on first use: a fork and its unit of work cost
 * more CPU than a read served by the read pool (a project by id), which never needs one. Spreading the context
 * (`{ ...ctx, em }` for a transaction) reads `em` like any field.
 */
export function callContext(orm: MikroORM, fields: Fields): ServiceContext {
  return withFork({ orm }, fields);
}

function withFork(lazy: LazyFork, fields: Fields): ServiceContext {
  const ctx = { ...fields } as ServiceContext;
  Object.defineProperty(ctx, 'em', { enumerable: true, get: () => (lazy.em ??= lazy.orm.em.fork()) });
  // Not enumerable, so a spread copy, which holds a plain `em`, does not claim to be unforked.
  Object.defineProperty(ctx, lazyFork, { value: lazy });
  return ctx;
}

/** The same call with another locale, keeping the one EntityManager (forked or not yet). */
export function withCallLocale(ctx: ServiceContext, locale: ServiceContext['locale']): ServiceContext {
  const lazy = (ctx as { [lazyFork]?: LazyFork })[lazyFork];
  if (!lazy) return { ...ctx, locale };
  return withFork(lazy, { principal: ctx.principal, locale, header: ctx.header });
}

/** The ORM of a call context whose EntityManager nobody has asked for: then it is in no transaction either. */
export function unforkedOrm(ctx: ServiceContext): MikroORM | undefined {
  const lazy = (ctx as { [lazyFork]?: LazyFork })[lazyFork];
  return lazy && !lazy.em ? lazy.orm : undefined;
}
