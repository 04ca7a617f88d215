import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';

/** A back-office answer's states: loading, the shop's message when refused, an empty result, else the result. */
export function CmsResults<T extends { code: string; message: string }>({ answer, loading, isEmpty, empty, children }: { answer: T | null; loading: string; isEmpty: (answer: T) => boolean; empty: string; children: (answer: T) => ReactNode }) {
  if (!answer) return <Spinner label={loading} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;
  if (isEmpty(answer)) return <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{empty}</p>;
  return <>{children(answer)}</>;
}
