import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { CmsSearch } from '../../features/cms/CmsSearch';
import { formatUsd, InventorySearch } from '../../features/cms/InventorySearch';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import { formatRinggit } from '../../lib/format';
import type { Route } from './+types/diamonds';
import type { CmsDiamond as StaffStone } from '../../../domain/contract/cms-diamonds';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: 'Diamonds · Back-office', description: 'The diamond inventory, for staff.', path: '/cms/diamonds' });
}


/** Diamonds (issue 14): find any stone by certificate or stock number, hide or show it, set its price; search the offered ones. */
export default function CmsDiamonds() {
  const [params] = useSearchParams();
  const key = params.get('q')?.trim() ?? '';
  return (
    <StaffShell title="Diamonds">
      <div className="grid gap-8">
        <CmsSearch label="Certificate or stock number — any stone, hidden or held ones too" defaultValue={key} button="Find" />
        {key ? <Stone key={key} stoneKey={key} /> : <p className="text-sm text-stone">Find a stone by its certificate or stock number to hide or show it, or to change its price — or choose one from the search below.</p>}
        <InventorySearch />
      </div>
    </StaffShell>
  );
}

function Stone({ stoneKey }: { stoneKey: string }) {
  const { answer, reload } = useCmsAnswer<{ diamond: StaffStone }>(`/api/cms/diamonds/${encodeURIComponent(stoneKey)}`);
  const { save, notice, dismiss } = useCmsSave(reload);
  const [price, setPrice] = useState('');
  const change = (body: object) => save('put', `/api/cms/diamonds/${encodeURIComponent(stoneKey)}`, body);
  return (
    <CmsResults answer={answer} loading="Looking the stone up…" isEmpty={() => false} empty="">
      {({ diamond: d }) => (
        <section className="grid gap-6 border border-pearl bg-white p-6 md:grid-cols-2" data-staff-stone={d.certificate_no}>
          <div className="text-sm">
            <h2 className="font-serif text-3xl">
              {d.carat.toFixed(2)} ct {d.shape.charAt(0) + d.shape.slice(1).toLowerCase()}
            </h2>
            <p className="mt-2 text-stone">
              {[d.type === 'lab' ? 'Lab-grown' : 'Natural', d.color, d.clarity, d.cut].filter(Boolean).join(' · ')}
            </p>
            <p className="text-stone">
              {d.lab}{' '}
              <a href={d.certificate_link} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
                {d.certificate_no}
              </a>{' '}
              · stock {d.stock_id} · {d.supplier}
            </p>
            <p className="mt-4 text-2xl tabular-nums">{formatRinggit(d.price)}</p>
            <p className="text-stone tabular-nums">Supplier’s cost {formatUsd(d.cost_usd)}</p>
            <p className="mt-2">{d.held_by_order ? `Held by order ${d.held_by_order}` : d.is_available ? 'Offered to shoppers' : 'Hidden from shoppers'}</p>
          </div>
          <div className="grid content-start gap-4">
            {!d.held_by_order && (
              <>
                <button type="button" onClick={() => void change({ is_available: !d.is_available })} className={quietButtonClass}>
                  {d.is_available ? 'Hide from shoppers' : 'Offer to shoppers'}
                </button>
                <label className="block">
                  <span className={labelClass}>New price (RM)</span>
                  <input value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" className={`${inputClass} mt-2`} />
                </label>
                <button type="button" onClick={() => void change({ price_myr: Number(price.replaceAll(',', '')) })} disabled={!price} className={buttonClass}>
                  Set the price
                </button>
              </>
            )}
            <NoticeArea notice={notice} onDismiss={dismiss} />
          </div>
        </section>
      )}
    </CmsResults>
  );
}
