/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleWorld, startConsoleWorld } from './console-fixture';

// The docs and the console run under their Content-Security-Policy without a single violation, searching and
// signing in included, and no other site may frame them.

let world: ConsoleWorld;

beforeAll(async () => {
  world = await startConsoleWorld('csp');
  await world.rpc('ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title: 'Web shop' } } },
  });
});
afterAll(() => world?.stop());

/** A page that records every CSP violation: the DOM event, and what Chromium logs (workers included). */
async function watched(path: string): Promise<{ page: Page; violations: string[] }> {
  const { page } = await world.open();
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${world.tmt.url}${path}`);
  return { page, violations };
}

describe('security headers of the docs and the console', () => {
  it.each(['/docs/', '/docs/intro', '/app/', '/app/sign-in'])(
    '%s forbids framing, sniffing and inline scripts',
    async (path) => {
      const res = await fetch(`${world.tmt.url}${path}`);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain('unsafe-inline');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('the docs search works with no CSP violation', async () => {
    const { page, violations } = await watched('/docs/intro');
    await page.locator('html[data-hydrated]').waitFor();
    const box = page.locator('.search-input');
    await box.hover();
    await page.waitForFunction(
      () => document.querySelector('input.search-input')?.getAttribute('placeholder') === 'Search Ctrl+K',
    );
    await box.click();
    await page.keyboard.type('Retest');
    await page.locator('.search-hits a[href^="/docs/userguide?"]').waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('the console signs in with no CSP violation', async () => {
    const { page, violations } = await watched('/app/');
    await world.signInWithForm(page);
    await page.getByTestId('projects-table').getByText('Web shop').waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
