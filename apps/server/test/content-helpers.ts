import { call, type TestApp } from './helpers';

/** Calls that must succeed; a JSON-RPC error fails the test with its body. */
export async function ok(
  app: TestApp['app'],
  token: string,
  method: string,
  params: unknown,
  headers: Record<string, string> = {},
) {
  const { body } = await call(app, token, method, params, headers);
  if (body.error) throw new Error(`${method} failed: ${JSON.stringify(body.error)}`);
  return body.result;
}

/** A suite in the latest version of a project; answers its docRef. */
export function addSuite(app: TestApp['app'], token: string, General: Record<string, unknown>) {
  return ok(app, token, 'ADD_DOCUMENT', {
    documentModelName: 'TestSuite-dm',
    locale: 'en',
    document: { Root: { General } },
  });
}

/** A case or folder appended under a suite or folder; answers the new node's docRef. */
export async function addNode(
  app: TestApp['app'],
  token: string,
  parentNodeDocRef: string,
  documentModelName: 'TestCase-dm' | 'TestFolder-dm',
  Root: Record<string, unknown>,
): Promise<string> {
  const link = await ok(app, token, 'CREATE_TEST_CASE_TREE_NODE', {
    documentModelName,
    locale: 'en',
    document: { Root },
    parentNodeDocRef,
  });
  return link.linkDescriptor.entities[1].docRef;
}
