import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../context';

/**
 * The open-run rules of test content, in one place: a case in an open run cannot be deleted, nor a folder
 * holding one, nor a suite in an open run. Test runs arrive with the run area, which fills these checks in;
 * until then no content can be in a run, so nothing is refused.
 */
export async function assertCasesNotInOpenRun(_ctx: ServiceContext, _caseIds: string[]): Promise<void> {}

/** Refuses (TEST_SUITE_IN_OPEN_RUN) when the suite is in an open run; checked at the call and again in the task. */
export async function assertSuiteNotInOpenRun(_em: EntityManager, _tenantId: string, _suiteId: string): Promise<void> {}
