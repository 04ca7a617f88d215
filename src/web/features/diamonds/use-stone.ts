import { useEffect, useState } from 'react';
import { fetchDiamond, type StoneResult } from './api';

/**
 * A stone looked up by its certificate (GET /api/diamond/{CERTIFICATE_NO}) while `certificate` is set; `known` is an
 * answer already at hand (the server's, for the stone named in the address), used instead of a call.
 */
export function useStone(certificate: string | null, known?: StoneResult | null): StoneResult | null {
  const initial = known && certificate && (!known.ok || known.stone.CERTIFICATE_NO === certificate) ? known : null;
  const [result, setResult] = useState<{ certificate: string; answer: StoneResult } | null>(initial && certificate ? { certificate, answer: initial } : null);
  const current = result && result.certificate === certificate ? result.answer : null;
  useEffect(() => {
    if (!certificate || current) return;
    let live = true;
    void fetchDiamond(certificate).then((answer) => live && setResult({ certificate, answer }));
    return () => {
      live = false;
    };
  }, [certificate, current]);
  return current;
}
