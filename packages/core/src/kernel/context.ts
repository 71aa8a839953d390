import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Locale } from '@tmt/contract';
import type { Principal } from './access/principal';

/** What a service call knows about its caller. Built per request (or per job) around its own EntityManager. */
export interface ServiceContext {
  readonly em: EntityManager;
  readonly principal: Principal;
  readonly locale: Locale;
  /** The `Project-Id` / `Subproject-Id` headers, when sent. */
  readonly header: { projectId?: string; subprojectId?: string };
  /** Runs `fn` in one transaction (joining the one already open) and hands it this call on that transaction. */
  tx<T>(fn: (tx: ServiceContext) => Promise<T>): Promise<T>;
}

export type ContextFields = Pick<ServiceContext, 'principal' | 'locale' | 'header'>;

/** Where a context's EntityManager comes from: given, or forked from the ORM the first time it is asked for. */
export interface EmSource {
  orm?: MikroORM;
  em?: EntityManager;
}

class Context implements ServiceContext {
  readonly principal: Principal;
  readonly locale: Locale;
  readonly header: ContextFields['header'];

  constructor(
    readonly source: EmSource,
    fields: ContextFields,
  ) {
    this.principal = fields.principal;
    this.locale = fields.locale;
    this.header = fields.header;
  }

  get em(): EntityManager {
    this.source.em ??= this.source.orm!.em.fork();
    return this.source.em;
  }

  tx<T>(fn: (tx: ServiceContext) => Promise<T>): Promise<T> {
    return this.em.transactional((em) => fn(new Context({ em }, this)));
  }
}

/** A ServiceContext over an EntityManager (or an ORM to fork one from on first use). */
export function serviceContext(source: EmSource, fields: ContextFields): ServiceContext {
  return new Context(source, fields);
}

/** The source of a context's EntityManager, for the read path that may skip forking (see preparedQuery). */
export const emSource = (ctx: ServiceContext): EmSource | undefined =>
  ctx instanceof Context ? ctx.source : undefined;
