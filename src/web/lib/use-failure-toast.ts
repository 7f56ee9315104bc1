import { useEffect } from 'react';
import { toast } from './toast';

/** One toast per failed load (not one per render), replaced if the same load fails again. */
export function useFailureToast(failedAt: number, message: string) {
  useEffect(() => {
    if (failedAt) toast.error(message, { id: `load-failure:${message}` });
  }, [failedAt, message]);
}
