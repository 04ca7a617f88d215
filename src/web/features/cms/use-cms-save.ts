import { useState } from 'react';
import { errorNotice, successNotice, useNotice } from '../../components/Notice';
import { shopApi } from '../../lib/api-client';

/** Sends a back-office change, shows the shop's answer, and reloads what the screen shows when it was saved. */
export function useCmsSave(onSaved: () => Promise<void>, explain: (message: string) => string = (m) => m) {
  const [busy, setBusy] = useState(false);
  const { notice, show, dismiss } = useNotice();
  async function save(method: 'put' | 'post' | 'delete', path: string, body?: unknown): Promise<boolean> {
    dismiss();
    setBusy(true);
    try {
      const result = method === 'put' ? await shopApi.put(path, body) : method === 'delete' ? await shopApi.delete(path) : await shopApi.post(path, body);
      if (!result) return false;
      show(result.code === '200' ? successNotice(result.message) : errorNotice(explain(result.message)));
      if (result.code === '200') await onSaved();
      return result.code === '200';
    } finally {
      setBusy(false);
    }
  }
  /** A refusal said before any request (a field the server would refuse), in the same place as the shop's answers. */
  const refuse = (message: string) => show(errorNotice(message));
  return { save, busy, notice, dismiss, refuse };
}
