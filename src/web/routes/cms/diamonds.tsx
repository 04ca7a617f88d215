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
import { gradesInWords, stoneTitle } from '../../../domain/diamonds/words';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.diamonds.diamondsBackOffice'), description: t('cms.diamonds.theDiamondInventoryFor'), path: '/cms/diamonds' });
}


/** Diamonds (issue 14): find any stone by certificate or stock number, hide or show it, set its price; search the offered ones. */
export default function CmsDiamonds() {
  const [params] = useSearchParams();
  const key = params.get('q')?.trim() ?? '';
  return (
    <StaffShell title={t('cms.diamonds.diamonds')}>
      <div className="grid gap-8">
        <CmsSearch label={t('cms.diamonds.certificateOrStockNumber')} defaultValue={key} button="Find" />
        {key ? <Stone key={key} stoneKey={key} /> : <p className="text-sm text-stone">{t('cms.diamonds.findAStoneBy')}</p>}
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
    <CmsResults answer={answer} loading={t('cms.diamonds.lookingTheStoneUp')} isEmpty={() => false} empty="">
      {({ diamond: d }) => (
        <section className="grid gap-6 border border-pearl bg-white p-6 md:grid-cols-2" data-staff-stone={d.certificate_no}>
          <div className="text-sm">
            <h2 className="font-serif text-3xl">
              {stoneTitle({ CARAT: d.carat, SHAPE: d.shape })}
            </h2>
            <p className="mt-2 text-stone">
              {d.type === 'lab' ? t('cms.diamonds.labGrown') : t('cms.diamonds.natural')} · {gradesInWords({ COLOR: d.color, CLARITY: d.clarity, CUT: d.cut })}
            </p>
            <p className="text-stone">
              {d.lab}{' '}
              <a href={d.certificate_link} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
                {d.certificate_no}
              </a>{' '}
              {t('cms.diamonds.stock', { stockid: d.stock_id, supplier: d.supplier })}
            </p>
            <p className="mt-4 text-2xl tabular-nums">{formatRinggit(d.price)}</p>
            <p className="text-stone tabular-nums">{t('cms.diamonds.supplierSCost', { costusd: formatUsd(d.cost_usd) })}</p>
            <p className="mt-2">{d.held_by_order ? t('cms.diamonds.heldByOrder', { heldbyorder: d.held_by_order }) : d.is_available ? t('cms.diamonds.offeredToShoppers') : t('cms.diamonds.hiddenFromShoppers')}</p>
          </div>
          <div className="grid content-start gap-4">
            {!d.held_by_order && (
              <>
                <button type="button" onClick={() => void change({ is_available: !d.is_available })} className={quietButtonClass}>
                  {d.is_available ? t('cms.diamonds.hideFromShoppers') : t('cms.diamonds.offerToShoppers')}
                </button>
                <label className="block">
                  <span className={labelClass}>{t('cms.diamonds.newPriceRm')}</span>
                  <input value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" className={`${inputClass} mt-2`} />
                </label>
                <button type="button" onClick={() => void change({ price_myr: Number(price.replaceAll(',', '')) })} disabled={!price} className={buttonClass}>
                  {t('cms.diamonds.setThePrice')}
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
