import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The ?token= of a mailed link (reset password). Once the page runs, the token is kept in memory and
 * dropped from the address bar: the page address is what the ad pixel's PageView reports, and what
 * history and shared screenshots show, and none of them should carry a live secret. The first render
 * reads the address, on the server and in the browser alike, so hydration matches.
 */
export function useMailedToken(): string {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('token') ?? '';
  const [kept, setKept] = useState(fromAddress);

  useEffect(() => {
    if (!fromAddress) return;
    setKept(fromAddress);
    setParams({}, { replace: true, preventScrollReset: true });
  }, [fromAddress, setParams]);

  return fromAddress || kept;
}
