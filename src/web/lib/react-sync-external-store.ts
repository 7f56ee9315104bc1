// wouter imports useSyncExternalStore through the `use-sync-external-store` shim, written for
// React 17 and older; React 19 has it built in (vite.config.ts points the shim here).
export { useSyncExternalStore } from 'react';
