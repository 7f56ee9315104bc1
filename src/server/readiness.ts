// Whether this instance should be sent new work. A load balancer polls GET /math/api/health/ready
// and stops sending once it answers 503; SIGTERM makes it answer so before the listener closes
// (main.ts), so no request is sent to a port that is about to refuse it.
export type Readiness = {
  isDraining: () => boolean;
  startDraining: () => void;
  /** Called on every readiness probe: whether something polls it says whether to wait for it. */
  probed: () => void;
  /** Milliseconds since the last readiness probe (Infinity when none came). */
  sinceLastProbeMs: () => number;
};

export function createReadiness(now: () => number = Date.now): Readiness {
  let draining = false;
  let lastProbeAt = -Infinity;
  return {
    isDraining: () => draining,
    startDraining: () => {
      draining = true;
    },
    probed: () => {
      lastProbeAt = now();
    },
    sinceLastProbeMs: () => now() - lastProbeAt,
  };
}
