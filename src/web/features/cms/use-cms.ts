import { useCallback, useEffect, useState } from 'react';
import { shopApi } from '../../lib/api-client';

/** Reads a back-office answer (and again on `reload`); null while loading; the shop's message when refused. */
export function useCmsAnswer<T>(path: string | null) {
  const [answer, setAnswer] = useState<(T & { code: string; message: string }) | null>(null);
  const load = useCallback(async () => {
    if (!path) return;
    const got = await shopApi.get<T>(path);
    if (got) setAnswer(got as T & { code: string; message: string });
  }, [path]);
  useEffect(() => {
    void load();
  }, [load]);
  return { answer, reload: load };
}
