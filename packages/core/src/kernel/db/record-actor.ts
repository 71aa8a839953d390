import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Names who writes in this transaction and through what (a method, a task type), for the document history its
 * triggers record (see the document_history migration). Transaction-local: the pooled connection forgets it at
 * COMMIT or ROLLBACK.
 */
export async function recordActor(em: EntityManager, actor: string, via: string): Promise<void> {
  await em.execute("SELECT set_config('tmt.actor', ?, true), set_config('tmt.via', ?, true)", [actor, via]);
}
