import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

// Only our own origin, YouTube embeds and the storage origin (for problem images) are allowed.
/**
 * Whether the browser treats the page's origin as potentially trustworthy (https, or loopback).
 * Over plain http at a LAN address (a class served from a teacher's laptop) Chromium ignores
 * Cross-Origin-Opener-Policy and logs an error on every page, so the header is left out there.
 */
export function isTrustworthyOrigin(url: string, forwardedProto: string | undefined): boolean {
  if (forwardedProto !== undefined && forwardedProto.split(',')[0]!.trim() === 'https') return true;
  // Read off the string: this runs on every request, and a URL object costs more than the rest.
  if (url.startsWith('https:')) return true;
  const hostStart = url.indexOf('//') + 2;
  const hostEnd = url.indexOf('/', hostStart);
  const host = url.slice(hostStart, hostEnd === -1 ? undefined : hostEnd).toLowerCase();
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname.startsWith('127.') || hostname === '[::1]';
}

// The headers are set before the handler, so the response Hono builds carries them; a response
// the handler made itself (better-auth's) gets them after it.
export function securityHeaders({ storageOrigin, assetPrefix }: { storageOrigin?: string; assetPrefix?: string }): MiddlewareHandler<AppEnv> {
  const withCoop = securityHeaderList({ storageOrigin });
  const withoutCoop = withCoop.filter(([name]) => name !== CROSS_ORIGIN_OPENER_POLICY);
  const forSubresources = withCoop.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  return async (c, next) => {
    const headers = assetPrefix && isSubresource(c.req.path, assetPrefix)
      ? forSubresources
      : isTrustworthyOrigin(c.req.url, c.req.header('x-forwarded-proto'))
        ? withCoop
        : withoutCoop;
    for (const [name, value] of headers) c.header(name, value);
    await next();
    const sent = c.res.headers;
    if (!sent.has(CONTENT_TYPE_OPTIONS)) for (const [name, value] of headers) sent.set(name, value);
    const inlineStyles = c.get('inlineStyleSources');
    const policy = inlineStyles && sent.get(CONTENT_SECURITY_POLICY);
    if (policy) {
      sent.set(CONTENT_SECURITY_POLICY, policy.replace(/(^|;\s*)style-src ([^;]*)/, (_all, start: string, own: string) => `${start}style-src ${own} ${inlineStyles.join(' ')}`));
    }
  };
}

/** A server-rendered page inlines its first-paint CSS: that exact text (its 'sha256-...'
 * source), and nothing else, is allowed. */
export function allowInlineStyles(c: Context<AppEnv>, sources: string[]): void {
  if (sources.length > 0) c.set('inlineStyleSources', [...(c.get('inlineStyleSources') ?? []), ...sources]);
}

const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';
const CONTENT_TYPE_OPTIONS = 'X-Content-Type-Options';
const CROSS_ORIGIN_OPENER_POLICY = 'Cross-Origin-Opener-Policy';
const CROSS_ORIGIN_RESOURCE_POLICY = 'Cross-Origin-Resource-Policy';
const STRICT_TRANSPORT_SECURITY = 'Strict-Transport-Security';

/**
 * The build's scripts, stylesheets and fonts are never a document: the policies that govern a
 * document (CSP, framing, COOP, referrer, permissions...) do nothing on them, and on a phone at
 * 400 kbps their kilobyte per response was about 10 KB of a problem page's first load
 * (docs/decisions/017-subresource-headers.md). They keep what applies to a subresource: no type
 * sniffing, no use by another site, and HSTS. Anything else under the prefix (an SVG, which a
 * browser can open as a document) gets the full set.
 */
const SUBRESOURCE_HEADERS = new Set([CONTENT_TYPE_OPTIONS, CROSS_ORIGIN_RESOURCE_POLICY, STRICT_TRANSPORT_SECURITY]);
const SUBRESOURCE_FILE = /\.(?:js|css|woff2)$/;

function isSubresource(path: string, assetPrefix: string): boolean {
  return path.startsWith(assetPrefix) && SUBRESOURCE_FILE.test(path);
}

function securityHeaderList({ storageOrigin }: { storageOrigin?: string }): [string, string][] {
  const imageSources = ["'self'", 'data:', 'blob:', ...(storageOrigin ? [storageOrigin] : [])];
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // KaTeX positions glyphs with style attributes; no inline script is allowed, and no inline
    // <style> but a rendered page's own first-paint CSS, by its hash (added per response above).
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': imageSources,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': YOUTUBE_FRAMES,
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return [
    [CONTENT_SECURITY_POLICY, Object.entries(policy).map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ')],
    [CROSS_ORIGIN_OPENER_POLICY, 'same-origin'],
    [CROSS_ORIGIN_RESOURCE_POLICY, 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [STRICT_TRANSPORT_SECURITY, 'max-age=15552000; includeSubDomains'],
    [CONTENT_TYPE_OPTIONS, 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}
