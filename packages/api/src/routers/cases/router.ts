import { router } from '../../trpc';
import { moveTestCase } from './move-test-case';
import { setTestCaseProperty } from './set-test-case-property';

export const casesRouter = router({ moveTestCase, setTestCaseProperty });
