import type { DiamondKind } from '../../../domain/diamonds/pricing';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { inputClass, labelClass } from '../../components/ui';
import { number, usd, type Draft } from './pricing-draft';

type Band = Draft['markup'][DiamondKind][number];

/** One type's markup bands: from what cost, up to what cost (the last open-ended) and the markup; bands added and removed. */
export function MarkupBands({ kind, label, bands, onChange }: { kind: DiamondKind; label: string; bands: Band[]; onChange: (bands: Band[]) => void }) {
  const setBand = (i: number, key: 'upToUsd' | 'factor', value: string) => onChange(bands.map((b, j) => (j === i ? { ...b, [key]: value } : b)));
  const addBand = () => {
    const before = bands.length > 1 ? number(bands[bands.length - 2].upToUsd) : 0;
    const next = { upToUsd: String((Number.isFinite(before) ? before : 0) + 1_000), factor: bands[bands.length - 1].factor };
    onChange([...bands.slice(0, -1), next, bands[bands.length - 1]]);
  };
  const removeBand = (i: number) => onChange(bands.filter((_, j) => j !== i));
  return (
    <fieldset className="grid gap-3">
      <legend className="font-serif text-2xl">{label}</legend>
      <p className="text-sm text-stone">{t('cms.pricing.eachPartOfThe')}</p>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_4.5rem] items-end gap-x-4 gap-y-2 text-sm">
        <span className={labelClass}>{t('cms.pricing.costFrom')}</span>
        <span className={labelClass}>{t('cms.pricing.upToUs')}</span>
        <span className={labelClass}>{t('cms.pricing.markup')}</span>
        <span />
        {bands.map((band, i, all) => {
          const last = i === all.length - 1;
          const from = i === 0 ? 0 : number(all[i - 1].upToUsd);
          return (
            <div key={i} className="contents" data-band={`${kind}-${i}`}>
              <span className="pb-3 text-stone tabular-nums">{Number.isFinite(from) ? usd(from) : '—'}</span>
              {last ? (
                <span className="pb-3 text-stone">{t('cms.pricing.andAbove')}</span>
              ) : (
                <input aria-label={t('cms.pricing.bandUpToUs', { label, value: i + 1 })} value={band.upToUsd} onChange={(e) => setBand(i, 'upToUsd', e.target.value)} inputMode="decimal" className={inputClass} />
              )}
              <input aria-label={t('cms.pricing.bandMarkup', { label, value: i + 1 })} value={band.factor} onChange={(e) => setBand(i, 'factor', e.target.value)} inputMode="decimal" className={inputClass} />
              {!last && all.length > 1 ? (
                <button type="button" onClick={() => removeBand(i)} className="pb-3 text-left text-[0.65rem] tracking-[0.18em] text-stone uppercase hover:text-ruby">
                  {t('cms.pricing.remove')}
                </button>
              ) : (
                <span />
              )}
            </div>
          );
        })}
      </div>
      <button type="button" onClick={() => addBand()} className="justify-self-start text-[0.65rem] tracking-[0.2em] uppercase hover:text-gold-deep">
        {t('cms.pricing.addABand')}
      </button>
    </fieldset>
  );
}
