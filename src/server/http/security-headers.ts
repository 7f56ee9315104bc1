import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

// Only our own origin, YouTube embeds and the storage origin (for problem images) are allowed.
/**
 * Whether the browser treats the page's origin as potentially trustworthy (https, or loopback).
 * Over plain http at a LAN address (a class served from a teacher's laptop) Chromium ignores
 * Cross-Origin-Opener-Policy and logs an error on every page, so the header is left out there.
 */
export function isTrustworthyOrigin(url: string, forwardedProto: string | undefined): boolean {
  if (forwardedProto?.split(',')[0]?.trim() === 'https') return true;
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname.startsWith('127.') || hostname === '[::1]';
}

export function securityHeaders({ storageOrigin }: { storageOrigin?: string }): MiddlewareHandler<AppEnv> {
  const headers = baseSecurityHeaders({ storageOrigin });
  return async (c, next) => {
    await headers(c, next);
    if (!isTrustworthyOrigin(c.req.url, c.req.header('x-forwarded-proto'))) c.res.headers.delete('Cross-Origin-Opener-Policy');
    // A server-rendered page inlines its first-paint CSS: that exact text, and nothing else, is allowed.
    const inlineStyles = c.get('inlineStyleSources');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (inlineStyles?.length && policy) {
      c.res.headers.set('Content-Security-Policy', policy.replace(/(^|;\s*)style-src ([^;]*)/, (_all, start: string, sources: string) => `${start}style-src ${sources} ${inlineStyles.join(' ')}`));
    }
  };
}

function baseSecurityHeaders({ storageOrigin }: { storageOrigin?: string }) {
  const imageSources = ["'self'", 'data:', 'blob:', ...(storageOrigin ? [storageOrigin] : [])];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // KaTeX positions glyphs with style attributes; no inline script is allowed, and no inline
      // <style> but a rendered page's own first-paint CSS, by its hash (added per response below).
      styleSrc: ["'self'"],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: imageSources,
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: YOUTUBE_FRAMES,
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
