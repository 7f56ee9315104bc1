import { useRef } from 'react';

/**
 * One request at a time: a mutation's isPending reaches its button a render later, so without
 * this a quick second tap could send the same answer, bookmark or report twice.
 */
export function useSingleFlight() {
  const isRunningRef = useRef(false);
  return {
    /** false when a request is already running: ignore the tap. */
    start: () => {
      if (isRunningRef.current) return false;
      isRunningRef.current = true;
      return true;
    },
    finish: () => {
      isRunningRef.current = false;
    },
  };
}
