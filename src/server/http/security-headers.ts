import { secureHeaders } from 'hono/secure-headers';

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

// Only our own origin, YouTube embeds and the storage origin (for problem images) are allowed.
export function securityHeaders({ storageOrigin }: { storageOrigin?: string }) {
  const imageSources = ["'self'", 'data:', 'blob:', ...(storageOrigin ? [storageOrigin] : [])];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // KaTeX positions glyphs with style attributes; no inline <style> or script is allowed.
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
