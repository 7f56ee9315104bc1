import { toast as base } from 'react-hot-toast/headless';

// The headless build: the styled one injects a <style> element at runtime, which our CSP
// (style-src 'self') blocks. Store, durations and the 20-toast limit are the same.
//
// The same error said twice (a double tap, or a page and the global session handler reacting
// to one failure) is one toast: error toasts are keyed by their text unless given an id.
const error: typeof base.error = (message, options) =>
  base.error(message, { ...(typeof message === 'string' ? { id: `error:${message}` } : {}), ...options });

export const toast: typeof base = Object.assign((...args: Parameters<typeof base>) => base(...args), base, { error });
