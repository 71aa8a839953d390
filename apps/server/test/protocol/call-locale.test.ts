import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../client';
import { addProject } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

// A call is answered in its own `locale` param when it sends one, else in the request's (Accept-Language, or
// English): its errors, whichever step raised them, and what its service formats.

let t: TestApp;
let token: string;
let project: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await createTestTenant(t.orm, 'call-locale')).admin.token;
  project = await addProject(client(t, token), 'Locale project');
});
afterAll(() => t.close());

const missing = 'Project-dm/00000000-0000-4000-8000-000000000000';
const notFound = { en: `Document ${missing} was not found.`, de: `Das Dokument ${missing} wurde nicht gefunden.` };
const germanDate = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;

async function trpc(path: string, input: unknown, headers: Record<string, string> = {}) {
  const query = encodeURIComponent(JSON.stringify(input));
  const res = await t.app.request(`/api/trpc/${path}?${path.includes(',') ? 'batch=1&' : ''}input=${query}`, {
    headers,
  });
  return { status: res.status, body: await res.json() };
}

describe('the locale of a call over /api/trpc', () => {
  it('is its own in a batch: each call answers in its locale param, the others in the request locale', async () => {
    const { body } = await trpc(
      'documents.getDocument,documents.getDocument,documents.getDocument',
      { 0: { docRef: missing, locale: 'de' }, 1: { docRef: missing }, 2: { docRef: missing, locale: 'en' } },
      { Authorization: `Bearer ${token}`, 'Accept-Language': 'de' },
    );
    expect(body.map((answer: { error: { message: string } }) => answer.error.message)).toEqual([
      notFound.de,
      notFound.de,
      notFound.en,
    ]);
    const english = await trpc(
      'documents.getDocument,documents.getDocument',
      { 0: { docRef: missing, locale: 'de' }, 1: { docRef: missing } },
      { Authorization: `Bearer ${token}` },
    );
    expect(english.body.map((answer: { error: { message: string } }) => answer.error.message)).toEqual([
      notFound.de,
      notFound.en,
    ]);
  });

  it('holds for schema failures and for a missing token too', async () => {
    const invalid = await trpc(
      'documents.getDocument',
      { docRef: 'nope', locale: 'de' },
      { Authorization: `Bearer ${token}` },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: -32602, message: 'Die Parameter sind ungültig.' });
    const anonymous = await trpc('projects.loadProjectsByTenant', { locale: 'de' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatchObject({
      code: -32001,
      message: 'Kein Bearer-Token: Authorization: Bearer <Token> senden.',
    });
    // Input that is not JSON has no locale to read; it fails where it is parsed, after the missing token.
    const unreadable = await t.app.request('/api/trpc/documents.getDocument?input=%7Bnope');
    expect(unreadable.status).toBe(401);
    expect((await unreadable.json()).error).toMatchObject({ code: -32001, data: { reason: 'TOKEN_MISSING' } });
  });
});

describe('the locale of a JSON-RPC call', () => {
  it('reaches the service: the param wins over Accept-Language, which holds without one', async () => {
    const display = async (params: object, headers: Record<string, string>) =>
      (await client(t, token).call('GET_DOCUMENT', { docRef: project, ...params }, headers)).body.result.document.Root
        .Metadata.DisplayCreatedOn as string;
    expect(await display({}, { 'Accept-Language': 'de' })).toMatch(germanDate);
    expect(await display({ locale: 'en' }, { 'Accept-Language': 'de' })).not.toMatch(germanDate);
    expect(await display({ locale: 'de' }, {})).toMatch(germanDate);
    expect(await display({}, {})).not.toMatch(germanDate);
  });

  it('sets the language of its errors the same way', async () => {
    const message = async (params: object, headers: Record<string, string>) =>
      (await client(t, token).call('GET_DOCUMENT', { docRef: missing, ...params }, headers)).body.error.message;
    expect(await message({ locale: 'en' }, { 'Accept-Language': 'de' })).toBe(notFound.en);
    expect(await message({}, { 'Accept-Language': 'de' })).toBe(notFound.de);
    expect(await message({ locale: 'de' }, {})).toBe(notFound.de);
  });
});
