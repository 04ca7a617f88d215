import { useState } from 'react';
import type { CmsOrder } from '../../../domain/contract/cms-orders';
import { ORDER_STATUS, orderStatusInWords, type OrderStatus } from '../../../domain/orders/order-status';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { useCmsSave } from './use-cms-save';

/** What staff type to move an order (the carrier's tracking number, a note), and the move sent. */
export function useOrderMoves(tracking: string, onSaved: () => Promise<void>) {
  const { save, busy, notice, dismiss } = useCmsSave(onSaved);
  const [trackingNo, setTrackingNo] = useState('');
  const [note, setNote] = useState('');

  async function move(to: OrderStatus) {
    const body = { status: to, note, ...(to === ORDER_STATUS.shipped ? { shipping_tracking_no: trackingNo } : {}) };
    if (await save('put', `/api/cms/orders/${encodeURIComponent(tracking)}/status`, body)) setNote('');
  }
  return { save, busy, notice, dismiss, trackingNo, setTrackingNo, note, setNote, move };
}

/** The moves staff may make now, as the server decides them: one button each, with the tracking number when it ships and a note. */
export function OrderMoves({ order, moving }: { order: CmsOrder; moving: ReturnType<typeof useOrderMoves> }) {
  const { busy, notice, dismiss, trackingNo, setTrackingNo, note, setNote, move } = moving;
  const { moves } = order;
  return (
    <section className="border border-pearl bg-white p-6" aria-labelledby="move-heading">
      <h2 id="move-heading" className="text-2xl">
        {t('cms.order.moveTheOrder')}
      </h2>
      {moves.length === 0 ? (
        <p className="mt-3 text-sm text-stone">{order.abroad.review_hold ? t('abroad.cms.shipsOnceCleared') : `${orderStatusInWords(order.status)} ${t('cms.order.isFinalOrWaits')}`}</p>
      ) : (
        <div className="mt-4 grid gap-4">
          {moves.includes(ORDER_STATUS.shipped) && (
            <label className="block">
              <span className={labelClass}>{t('cms.order.carrierSTrackingNumber')}</span>
              <input value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} className={`${inputClass} mt-2`} />
            </label>
          )}
          <label className="block">
            <span className={labelClass}>{t('cms.order.noteKeptInThe')}</span>
            <input value={note} onChange={(e) => setNote(e.target.value)} className={`${inputClass} mt-2`} />
          </label>
          {moves.map((to, i) => (
            <button key={to} type="button" disabled={busy} onClick={() => void move(to)} className={i === 0 ? buttonClass : quietButtonClass}>
              {t('cms.order.markAs', { to: orderStatusInWords(to) })}
            </button>
          ))}
        </div>
      )}
      <NoticeArea notice={notice} onDismiss={dismiss} className="mt-4" />
    </section>
  );
}
