import type { Server } from 'node:http';

// How often connections that became idle (a keep-alive connection after its last answer) are closed.
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections, closes idle keep-alive ones, and resolves once every request in
 * flight has been answered (an upload still arriving included). At `limitMs` the connections
 * still open are cut; `cut` says how many.
 */
export function drainServer(server: Server, limitMs: number): Promise<{ cut: number }> {
  return new Promise((resolve) => {
    let cut = 0;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.getConnections((error, open) => {
        cut = error ? 0 : open;
        server.closeAllConnections();
      });
    }, limitMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve({ cut });
    });
  });
}
