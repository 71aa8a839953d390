import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../env';
import { securityHeaders } from '../security-headers';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The page file for a docs path; `.html` and `/index.html` suffixes name the same page. */
export function docsPageFile(dist: string, path: string): string | undefined {
  const bare = path.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return [join(dist, bare, 'index.html'), join(dist, `${bare}.html`)].find(isFile);
}

/** The site URL the web build wrote into canonical, language and feed links (its site.json), if it says. */
function builtSiteUrl(dist: string): string | undefined {
  try {
    const { siteUrl } = JSON.parse(readFileSync(join(dist, 'site.json'), 'utf8')) as { siteUrl?: unknown };
    return typeof siteUrl === 'string' ? siteUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The web build: docs pages (the locale's 404 page with status 404 for unknown paths), blog feeds, the console, and
 * hashed assets. Pages and feeds name the site by its absolute URL; when this server runs under another URL than the
 * build was made for (`publicUrl`: TMT_PUBLIC_URL, or localhost on the port it listens on), it serves them with its own.
 * Docs and console carry the security headers (CSP, no framing, nosniff); `oidcIssuer` is the provider the console
 * may call.
 */
export function webRoutes(dist: string, publicUrl?: () => string | undefined, oidcIssuer?: string): Hono<AppEnv> {
  const withSiteUrl = async (file: string) => {
    const text = await readFile(file, 'utf8');
    const from = builtSiteUrl(dist);
    const to = publicUrl?.()?.replace(/\/+$/, '');
    return from && to && from !== to ? text.replaceAll(`${from}/docs`, `${to}/docs`) : text;
  };
  return (
    new Hono<AppEnv>()
      .get('/', (c) => c.redirect('/docs/'))
      .get('/docs', (c) => c.redirect('/docs/'))
      // Pages, scripts and styles travel compressed (gzip or deflate, as the browser accepts).
      .use('/docs/*', compress())
      .use('/app/*', compress())
      .use('/assets/*', compress())
      // Inside compression: the page is read for its inline scripts' hashes before it is compressed.
      .use('/docs/*', securityHeaders(oidcIssuer))
      .use('/app/*', securityHeaders(oidcIssuer))
      .use('/assets/*', async (c, next) => {
        await next();
        // Vite puts a content hash in every asset name: safe to cache for good.
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      })
      .get('/assets/*', serveStatic({ root: dist }))
      .get('/docs/*', async (c, next) => {
        const feed = join(dist, c.req.path);
        if (c.req.path.endsWith('.xml') && !c.req.path.includes('..') && isFile(feed))
          return c.body(await withSiteUrl(feed), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
        if (/\.\w+$/.test(c.req.path) && !c.req.path.endsWith('.html')) return serveStatic({ root: dist })(c, next);
        const page = docsPageFile(dist, c.req.path);
        if (page) return c.html(await withSiteUrl(page));
        // The 404 pages live outside docs/, so no docs path can open them with status 200.
        const locale = c.req.path === '/docs/de' || c.req.path.startsWith('/docs/de/') ? 'de' : 'en';
        const notFound = join(dist, 'docs-404', `${locale}.html`);
        return isFile(notFound) ? c.html(await withSiteUrl(notFound), 404) : c.text('Not Found', 404);
      })
      .get('/app', (c) => c.redirect('/app/'))
      .get('/app/*', serveStatic({ path: join(dist, 'app', 'index.html') }))
  );
}
