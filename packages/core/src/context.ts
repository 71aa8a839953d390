import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tmt/contract';
import type { Principal } from './access/principal';

/** What a service call knows about its caller. Built per request (or per job) around a forked EntityManager. */
export interface ServiceContext {
  em: EntityManager;
  principal: Principal;
  locale: Locale;
  /** The `Project-Id` / `Subproject-Id` headers, when sent. */
  header: { projectId?: string; subprojectId?: string };
}
