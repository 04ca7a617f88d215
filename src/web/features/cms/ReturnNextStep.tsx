import { useState } from 'react';
import type { CmsReturn } from '../../../domain/contract/cms-returns';
import { returnStepWords } from '../../../domain/orders/return-words';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { formatRinggit } from '../../lib/format';
import { useCmsSave } from './use-cms-save';

/** What staff type for a return's next step (its note, back on sale, the refund's amount and reference), and the step sent. */
export function useReturnSteps(path: string, onSaved: () => Promise<void>) {
  const { save, busy, notice, dismiss } = useCmsSave(onSaved);
  const [note, setNote] = useState('');
  const [relist, setRelist] = useState(false);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');

  async function act(step: string, body: object) {
    if (await save('post', `${path}/${step}`, body)) setNote('');
  }
  return { busy, notice, dismiss, note, setNote, relist, setRelist, amount, setAmount, reference, setReference, act };
}

/**
 * A return's next step as the server offers it: Received and Inspected with their note (Inspected may put the
 * returned diamonds back on sale), Refund (card: through the gateway, all or part; FPX or at the store: by bank
 * transfer, with its reference), Refuse.
 */
export function ReturnNextStep({ ret, steps }: { ret: CmsReturn; steps: ReturnType<typeof useReturnSteps> }) {
  const { busy, notice, dismiss, note, setNote, relist, setRelist, amount, setAmount, reference, setReference, act } = steps;
  const byTransfer = ret.payment.refund_channel === 'bank transfer';
  return (
    <section className="border border-pearl bg-white p-6" aria-labelledby="step-heading">
      <h2 id="step-heading" className="text-2xl">
        {t('cms.return.nextStep')}
      </h2>
      {ret.steps.length === 0 ? (
        <p className="mt-3 text-sm text-stone">{t('cms.return.nothingMoreToDo', { step: returnStepWords(ret.status) })}</p>
      ) : (
        <div className="mt-4 grid gap-4">
          {(ret.steps.includes('received') || ret.steps.includes('inspected') || ret.steps.includes('refused')) && (
            <label className="block">
              <span className={labelClass}>{t('cms.return.note')}</span>
              <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} className={`${inputClass} mt-2`} />
            </label>
          )}
          {ret.steps.includes('received') && (
            <button type="button" disabled={busy} className={buttonClass} onClick={() => void act('received', { note })}>
              {t('cms.return.markAsReceived')}
            </button>
          )}
          {ret.steps.includes('inspected') && (
            <>
              <label className="flex items-center gap-3 text-sm">
                <input type="checkbox" className="size-4 accent-ink" checked={relist} onChange={(e) => setRelist(e.target.checked)} />
                {t('cms.return.putBackOnSale')}
              </label>
              <button type="button" disabled={busy} className={buttonClass} onClick={() => void act('inspected', { note, relist })}>
                {t('cms.return.markAsInspected')}
              </button>
            </>
          )}
          {ret.steps.includes('refund') && (
            <div className="grid gap-4 border-t border-pearl pt-4">
              <label className="block">
                <span className={labelClass}>{t('cms.return.amountInRm', { amount: formatRinggit(Math.min(ret.due, ret.payment.left)) })}</span>
                <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={String(Math.min(ret.due, ret.payment.left))} className={`${inputClass} mt-2`} />
              </label>
              {byTransfer && (
                <label className="block">
                  <span className={labelClass}>{t('cms.return.bankTransferReference')}</span>
                  <input value={reference} onChange={(e) => setReference(e.target.value)} className={`${inputClass} mt-2`} />
                </label>
              )}
              <button type="button" disabled={busy} className={buttonClass} onClick={() => void act('refund', { ...(amount.trim() ? { amount: Number(amount) } : {}), ...(byTransfer ? { reference } : {}) })}>
                {byTransfer ? t('cms.return.recordTheBankTransfer') : t('cms.return.refundToTheCard')}
              </button>
            </div>
          )}
          {ret.steps.includes('refused') && (
            <button type="button" disabled={busy} className={quietButtonClass} onClick={() => void act('refused', { note })}>
              {t('cms.return.refuseTheReturn')}
            </button>
          )}
        </div>
      )}
      <NoticeArea notice={notice} onDismiss={dismiss} className="mt-4" />
    </section>
  );
}
