import { type MethodName, methods } from '@tmt/contract';
import { recordExample } from './record-example';

/**
 * Every answer a test app gives is checked against the contract's result schema of its method. A mismatch fails
 * the call (it answers as an internal error, with the issues in the test log), so no test passes on a result the
 * documented schema does not describe.
 */
export function checkAnswer(method: string, params: unknown, result: unknown) {
  const definition = methods[method as MethodName];
  if (!definition) return;
  const parsed = definition.result.safeParse(result);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).slice(0, 5);
    const message = `${method} answered a result its contract does not describe: ${issues.join('; ')}`;
    // The failed call answers -32603; the reason is printed beside the failing test.
    console.error(message);
    throw new Error(message);
  }
  recordExample?.(method, params, result);
}
