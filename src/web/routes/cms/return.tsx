import { useParams } from 'react-router';
import type { CmsReturn } from '../../../domain/contract/cms-returns';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { Spinner } from '../../components/Spinner';
import { accountPageMeta } from '../../features/account/meta';
import { AuditTrail } from '../../features/cms/RecordParts';
import { ReturnNextStep, useReturnSteps } from '../../features/cms/ReturnNextStep';
import { ReturnItems, ReturnNotes, ReturnOrder, ReturnPayment } from '../../features/cms/ReturnRecord';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import type { Route } from './+types/return';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.return.returnBackOffice', { number: params.number }), description: t('cms.return.oneReturnForStaff'), path: `/cms/returns/${params.number}` });
}

export default function CmsReturnPage() {
  const { number = '' } = useParams();
  return (
    <StaffShell title={t('cms.return.return', { number })}>
      <ReturnScreen number={number} />
    </StaffShell>
  );
}

/**
 * One return (issue 26): what comes back and why, the payment it refunds, and the steps staff take now as the server
 * offers them — Received and Inspected with their notes (Inspected may put the returned diamonds back on sale),
 * Refund (card: through the gateway, all or part; FPX or at the store: by bank transfer, with its reference), Refuse.
 */
function ReturnScreen({ number }: { number: string }) {
  const path = `/api/cms/returns/${encodeURIComponent(number)}`;
  const { answer, reload } = useCmsAnswer<{ return: CmsReturn }>(path);
  const steps = useReturnSteps(path, reload);
  if (!answer) return <Spinner label={t('cms.return.loadingTheReturn')} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;
  const ret = answer.return;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-8">
        <ReturnItems ret={ret} />
        <ReturnPayment ret={ret} />
        <ReturnNotes ret={ret} />
      </div>
      <div className="grid content-start gap-8">
        <ReturnNextStep ret={ret} steps={steps} />
        <ReturnOrder ret={ret} />
        <AuditTrail audit={ret.audit} />
      </div>
    </div>
  );
}
