import { useState } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { buttonClass, inputClass, labelClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { OrderMoves, useOrderMoves } from '../../features/cms/OrderMoves';
import { OrderCustomer, OrderHistory, OrderLines, PaymentAttempts } from '../../features/cms/OrderRecord';
import { AuditTrail } from '../../features/cms/RecordParts';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import type { useCmsSave } from '../../features/cms/use-cms-save';
import type { Route } from './+types/order';
import type { CmsOrder } from '../../../domain/contract/cms-orders';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatCountry } from '../../../domain/words/format';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.order.orderBackOffice', { tracking: params.tracking }), description: t('cms.order.oneOrderForStaff'), path: `/cms/orders/${params.tracking}` });
}

export default function CmsOrder() {
  const { tracking = '' } = useParams();
  return (
    <StaffShell title={t('cms.order.order', { tracking })}>
      <OrderScreen tracking={tracking} />
    </StaffShell>
  );
}

function OrderScreen({ tracking }: { tracking: string }) {
  const { answer, reload } = useCmsAnswer<{ order: CmsOrder }>(`/api/cms/orders/${encodeURIComponent(tracking)}`);
  const moving = useOrderMoves(tracking, reload);
  if (!answer) return <Spinner label={t('cms.order.loadingTheOrder')} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;
  const { order } = answer;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-8">
        <OrderLines order={order} />
        <PaymentAttempts order={order} />
        <OrderHistory order={order} />
      </div>
      <div className="grid content-start gap-8">
        {order.abroad.review_hold && <ReviewHold tracking={tracking} abroad={order.abroad} busy={moving.busy} save={moving.save} />}
        <OrderMoves order={order} moving={moving} />
        <OrderCustomer order={order} />
        <AuditTrail audit={order.audit} />
      </div>
    </div>
  );
}

/** An order held for the alternate-address check (US$1,000 or more, delivery ≠ the card's billing country): staff clear it, then it may ship (the answer shows under the order's moves). */
function ReviewHold({ tracking, abroad, busy, save }: { tracking: string; abroad: CmsOrder['abroad']; busy: boolean; save: ReturnType<typeof useCmsSave>['save'] }) {
  const [note, setNote] = useState('');
  const none = t('abroad.cms.none');
  return (
    <section className="border border-l-2 border-pearl border-l-ruby bg-white p-6" aria-labelledby="review-heading" data-review-hold="">
      <h2 id="review-heading" className="text-2xl">
        {t('abroad.cms.held')}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-stone">
        {t('abroad.cms.heldWhy', { country: abroad.country ? formatCountry(abroad.country) : none, billing: abroad.billing_country ? formatCountry(abroad.billing_country) : none })}
      </p>
      <div className="mt-4 grid gap-4">
        <label className="block">
          <span className={labelClass}>{t('abroad.cms.clearNote')}</span>
          <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className={`${inputClass} mt-2`} />
        </label>
        <button type="button" disabled={busy} onClick={() => void save('post', `/api/cms/orders/${encodeURIComponent(tracking)}/review`, { note })} className={buttonClass}>
          {t('abroad.cms.clear')}
        </button>
      </div>
    </section>
  );
}
