import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ServiceContext } from './context';

interface LazyFork {
  orm: MikroORM;
  em?: EntityManager;
}

type Fields = Omit<ServiceContext, 'em'>;

// A spread copy (which holds a plain `em`) is not in here, so it never claims to be unforked.
const forks = new WeakMap<ServiceContext, LazyFork>();

/**
 * The ServiceContext of one API call, whose EntityManager is forked on first use: a fork and its unit of work cost
 * more CPU than a read served by the read pool (a project by id), which never needs one. Spreading the context
 * (`{ ...ctx, em }` for a transaction) reads `em` like any field.
 */
export function callContext(orm: MikroORM, fields: Fields): ServiceContext {
  return withFork({ orm }, fields);
}

function withFork(lazy: LazyFork, { principal, locale, header }: Fields): ServiceContext {
  const ctx = {
    principal,
    locale,
    header,
    get em() {
      lazy.em ??= lazy.orm.em.fork();
      return lazy.em;
    },
  };
  forks.set(ctx, lazy);
  return ctx;
}

/** The same call with another locale, keeping the one EntityManager (forked or not yet). */
export function withCallLocale(ctx: ServiceContext, locale: ServiceContext['locale']): ServiceContext {
  const lazy = forks.get(ctx);
  // Fields by name: a spread would read `em` and fork.
  return lazy ? withFork(lazy, { principal: ctx.principal, locale, header: ctx.header }) : { ...ctx, locale };
}

/** The ORM of a call context whose EntityManager nobody has asked for: then it is in no transaction either. */
export function unforkedOrm(ctx: ServiceContext): MikroORM | undefined {
  const lazy = forks.get(ctx);
  return lazy && !lazy.em ? lazy.orm : undefined;
}
