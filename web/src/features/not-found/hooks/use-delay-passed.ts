import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after mount or after `restartKey` changes, then true. */
export const useDelayPassed = (ms: number, restartKey: string): boolean => {
  const [passedFor, setPassedFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassedFor(restartKey), ms);
    return () => window.clearTimeout(timer);
  }, [ms, restartKey]);
  return passedFor === restartKey;
};
