// The headless build: the styled one injects a <style> element at runtime, which our CSP
// (style-src 'self') blocks. Store, durations and the 20-toast limit are the same.
export { toast } from 'react-hot-toast/headless';
