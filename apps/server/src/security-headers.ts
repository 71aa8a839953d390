import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script of a page (a theme bootstrap, JSON data): its SHA-256, as browsers hash it. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Headers for the docs and the console: a Content-Security-Policy of what the pages themselves need — scripts only
 * from this server, inline ones only by the hash of what the build wrote (never `unsafe-inline` scripts), styles and
 * images from here (inline styles and data: images, as the built pages use them), calls to this server and to the
 * OpenID Connect provider the console signs in with — no framing (`frame-ancestors 'none'`, X-Frame-Options for
 * older browsers), no content sniffing, and the referrer kept to this origin.
 */
export function securityHeaders(oidcIssuer?: string): MiddlewareHandler<AppEnv> {
  const provider = oidcIssuer ? ` ${new URL(oidcIssuer).origin}` : '';
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    const hashes = type.startsWith('text/html') ? inlineScriptHashes(await c.res.clone().text()) : [];
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval'${hashes.map((hash) => ` ${hash}`).join('')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        `connect-src 'self'${provider}`,
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        `form-action 'self'${provider}`,
        "frame-ancestors 'none'",
      ].join('; '),
    );
    c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
