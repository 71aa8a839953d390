import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Locale, Permission } from '@tmt/contract';
import type { Principal } from './access/principal';
import { type Growth, watchGrowth } from './db/analyze-grown';
import { recordActor } from './db/record-actor';
import { vacuumGrown } from './db/vacuum-grown';

/** What a service call knows about its caller. Built per request (or per job) around its own EntityManager. */
export interface ServiceContext {
  readonly em: EntityManager;
  readonly principal: Principal;
  readonly locale: Locale;
  /** The `Project-Id` / `Subproject-Id` headers, when sent. */
  readonly header: { projectId?: string; subprojectId?: string };
  /**
   * What the caller's role on the project the call works in must allow: the call's method declares it, and every
   * access check of the call compares it with the role that applies (`assertProjectAccess`).
   */
  readonly needs: Permission;
  /** The method (or task type) the context serves: the document history names it beside the caller. */
  readonly via?: string;
  /** Runs `fn` in one transaction (joining the one already open) and hands it this call on that transaction. */
  tx<T>(fn: (tx: ServiceContext) => Promise<T>): Promise<T>;
}

/**
 * What a context is built from. `needs` defaults to the strongest permission: a context that is not an API call
 * (the seed, a task's run as its requester, a script) acts as an administrator of what it does, and its principal
 * holds the tenant's admin role.
 */
export type ContextFields = Pick<ServiceContext, 'principal' | 'locale' | 'header'> &
  Partial<Pick<ServiceContext, 'needs' | 'via'>>;

/** Where a context's EntityManager comes from: given, or forked from the ORM the first time it is asked for. */
export interface EmSource {
  orm?: MikroORM;
  em?: EntityManager;
}

class Context implements ServiceContext {
  readonly principal: Principal;
  readonly locale: Locale;
  readonly header: ContextFields['header'];
  readonly needs: Permission;
  readonly via?: string;

  constructor(
    readonly source: EmSource,
    fields: ContextFields,
  ) {
    this.principal = fields.principal;
    this.locale = fields.locale;
    this.header = fields.header;
    this.needs = fields.needs ?? 'administer';
    this.via = fields.via;
  }

  get em(): EntityManager {
    this.source.em ??= this.source.orm!.em.fork();
    return this.source.em;
  }

  async tx<T>(fn: (tx: ServiceContext) => Promise<T>): Promise<T> {
    // A call's own transaction (not one nested in a task's) analyses what it grew before it commits, and vacuums it
    // after, before it answers, as tasks do.
    const outermost = !this.em.isInTransaction();
    let growth: Growth | undefined;
    const result = await this.em.transactional(async (em) => {
      if (outermost && this.via) await recordActor(em, this.principal.username, this.via);
      growth = outermost ? await watchGrowth(em, this.principal.tenantId) : undefined;
      const result = await fn(new Context({ em }, this));
      await growth?.analyze();
      return result;
    });
    if (growth?.tables.size) await vacuumGrown(this.em, growth.tables);
    return result;
  }
}

/** A ServiceContext over an EntityManager (or an ORM to fork one from on first use). */
export function serviceContext(source: EmSource, fields: ContextFields): ServiceContext {
  return new Context(source, fields);
}

/** The source of a context's EntityManager, for the read path that may skip forking (see preparedQuery). */
export const emSource = (ctx: ServiceContext): EmSource | undefined =>
  ctx instanceof Context ? ctx.source : undefined;
