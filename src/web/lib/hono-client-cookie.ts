// Stands in for hono/dist/utils/cookie.js in the browser build (vite.config.ts). Hono's typed
// client imports that module's `serialize` only to send an explicit `cookie` argument, which the
// SPA never passes (the browser sends its own cookies); the module's parser and validators
// cost every learner page about 1 KB of gzipped JavaScript.
export function serialize(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}`;
}
