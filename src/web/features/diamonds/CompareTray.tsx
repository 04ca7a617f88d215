import { useState } from 'react';
import type { Diamond } from '../../../domain/contract/diamonds';
import type { StoneChange } from '../../../domain/contract/stone-changes';
import { COMPARE_LIMIT } from '../../../domain/diamonds/filters';
import { formatRinggit } from '../../lib/format';
import { senFromRinggit } from '../../../domain/money/money';
import { isTaken, useStoneChanges } from '../../lib/stone-changes';
import { priceNow } from './DiamondCard';
import { StoneTakenLabel, takenWords } from './StoneTaken';
import { DiamondPicture } from './DiamondPicture';
import { FairPriceBadge } from './FairPriceBadge';
import { caratText, gradeLabel, measurementsText, percentText, shapeLabel, stoneTitle, typeLabel } from './format';
import { CloseIcon } from './icons';
import { Modal } from './Modal';
import { t } from '../../../domain/words/catalogue';
import { Converted } from '../abroad/Converted';

interface CompareTrayProps {
  stones: Diamond[];
  onRemove: (certificate: string) => void;
  onClear: () => void;
  onChoose: (certificate: string) => void;
  /** A polite refusal (a fifth stone), shown in the tray. */
  message: string | null;
  onDismissMessage: () => void;
}

/** The compare tray at the foot of the screen (up to four stones) and the side-by-side comparison it opens. */
export function CompareTray({ stones: compared, onRemove, onClear, onChoose, message, onDismissMessage }: CompareTrayProps) {
  const [open, setOpen] = useState(false);
  // each stone as it is now: repriced, or taken by another shopper while the tray was open
  const changes = useStoneChanges(compared.map((s) => s.CERTIFICATE_NO));
  const stones = compared.map((s) => ({ ...s, MYR_PRICE: priceNow(s, changes.get(s.CERTIFICATE_NO)) }));
  const takenOf = (certificate: string) => {
    const change = changes.get(certificate);
    return isTaken(change) ? change : undefined;
  };
  if (stones.length === 0 && !message) return null;
  return (
    <>
      <aside aria-label={t('diamonds.compareTray.compareDiamonds')} className="fixed inset-x-0 bottom-0 z-30 border-t border-pearl bg-white/95 shadow-[0_-12px_32px_-20px_rgba(29,27,25,0.35)] backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:gap-5 sm:px-6">
          <p className="hidden text-[0.68rem] tracking-[0.25em] text-stone uppercase md:block">
            {t('diamonds.compareTray.compare')} <span className="text-ink tabular-nums">{stones.length}</span> / {COMPARE_LIMIT}
          </p>
          <ul className="flex min-w-0 flex-1 gap-2">
            {stones.map((s) => {
              const taken = takenOf(s.CERTIFICATE_NO);
              return (
                <li key={s.CERTIFICATE_NO} className="relative shrink-0">
                  <DiamondPicture
                    src={s.IMAGE}
                    shape={s.SHAPE}
                    alt={taken ? `${stoneTitle(s)} · ${takenWords(taken)}` : stoneTitle(s)}
                    size={160}
                    sizes="3rem"
                    className={`size-11 border bg-ivory sm:size-12 ${taken ? 'border-ruby opacity-50' : 'border-pearl'}`}
                  />
                  <button type="button" aria-label={t('diamonds.compareTray.removeFromCompare', { s: stoneTitle(s) })} onClick={() => onRemove(s.CERTIFICATE_NO)} className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-ink text-white">
                    <CloseIcon />
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" onClick={onClear} className="hidden text-[0.68rem] tracking-[0.2em] text-stone uppercase hover:text-ink sm:block">
            {t('diamonds.compareTray.clear')}
          </button>
          <button type="button" disabled={stones.length < 2} onClick={() => setOpen(true)} className="shrink-0 bg-ink px-4 py-3 text-[0.65rem] tracking-[0.2em] text-white uppercase transition-colors hover:bg-gold-deep disabled:opacity-50 sm:px-6">
            {t('diamonds.compareTray.compare2', { length: stones.length })}
          </button>
        </div>
        <div aria-live="polite" className={message ? 'border-t border-pearl bg-ivory' : 'sr-only'}>
          {message && (
            <p role="status" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2.5 text-sm text-ink sm:px-6">
              {message}
              <button type="button" onClick={onDismissMessage} aria-label={t('diamonds.compareTray.dismissMessage')} className="text-stone hover:text-ink">
                <CloseIcon />
              </button>
            </p>
          )}
        </div>
      </aside>
      <Modal open={open && stones.length > 0} onClose={() => setOpen(false)} title={t('diamonds.compareTray.compareDiamonds')} description={t('diamonds.compareTray.theChosenDiamondsSide')} size="wide" testId="compare-dialog">
        <CompareTable stones={stones} onRemove={onRemove} onChoose={onChoose} takenOf={takenOf} />
      </Modal>
    </>
  );
}

const ROWS: [string, (d: Diamond) => React.ReactNode][] = [
  [t('names.diamondFacts.type'), (d) => typeLabel(d.TYPE)],
  [
    t('names.diamondFacts.price'),
    (d) => (
      <>
        {formatRinggit(d.MYR_PRICE)}
        <Converted sen={senFromRinggit(d.MYR_PRICE)} />
      </>
    ),
  ],
  [t('names.diamondFacts.shape'), (d) => shapeLabel(d.SHAPE)],
  [t('names.diamondFacts.carat'), (d) => caratText(d.CARAT)],
  [t('names.diamondFacts.colour'), (d) => gradeLabel('color', d.COLOR)],
  [t('names.diamondFacts.clarity'), (d) => d.CLARITY],
  [t('names.diamondFacts.cut'), (d) => gradeLabel('cut', d.CUT)],
  [t('names.diamondFacts.polish'), (d) => gradeLabel('polish', d.POLISH)],
  [t('names.diamondFacts.symmetry'), (d) => gradeLabel('symmetry', d.SYMMETRY)],
  [t('names.diamondFacts.fluorescence'), (d) => gradeLabel('fluorescence', d.FLUORESCENCE)],
  [t('names.diamondFacts.measurements'), (d) => measurementsText(d.MEASUREMENTS)],
  [t('names.diamondFacts.depth'), (d) => percentText(d.DEPTH_PCT)],
  [t('names.diamondFacts.table'), (d) => percentText(d.TABLE_PCT)],
  [t('names.diamondFacts.certificate'), (d) => `${d.LAB} ${d.CERTIFICATE_NO}`],
];

/** Phone widths of the compare table's label column and of each stone's column. */
const COMPARE_LABEL_REM = 4.5;
const COMPARE_STONE_REM = 5.25;

function CompareTable({ stones, onRemove, onChoose, takenOf }: { stones: Diamond[]; onRemove: (c: string) => void; onChoose: (c: string) => void; takenOf: (c: string) => StoneChange | undefined }) {
  return (
    <div className="overflow-x-auto p-4 sm:p-6">
      {/* Phones: a narrow label column and narrow stone columns, so three stones fit a 390 px screen (four scroll, labels stay). */}
      <table
        style={{ '--compare-min': `${COMPARE_LABEL_REM + stones.length * COMPARE_STONE_REM}rem` } as React.CSSProperties}
        className="w-full min-w-(--compare-min) table-fixed border-collapse text-xs sm:min-w-[34rem] sm:text-sm"
        data-compare-table=""
      >
        <caption className="sr-only">{t('diamonds.compareTray.diamondsSideBySide')}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 w-[4.5rem] bg-white sm:static sm:w-36">
              <span className="sr-only">{t('diamonds.compareTray.detail')}</span>
            </th>
            {stones.map((s) => (
              <th key={s.CERTIFICATE_NO} scope="col" className="px-1.5 pb-4 text-left align-top font-normal sm:px-2">
                <DiamondPicture src={s.IMAGE} shape={s.SHAPE} alt="" size={480} sizes="12rem" className="w-full bg-ivory" />
                <span className="mt-3 block font-serif text-base leading-tight sm:text-lg">{stoneTitle(s)}</span>
                <FairPriceBadge comparison={s.PRICE_COMPARISON} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, value]) => (
            <tr key={label} className="border-t border-pearl">
              <th scope="row" className="sticky left-0 z-10 bg-white py-2.5 pr-2 text-left text-[0.58rem] font-normal tracking-[0.14em] break-words text-stone uppercase sm:static sm:pr-3 sm:text-[0.62rem] sm:tracking-[0.2em]">
                {label}
              </th>
              {stones.map((s) => (
                <td key={s.CERTIFICATE_NO} className="px-1.5 py-2.5 break-words tabular-nums sm:px-2">
                  {value(s)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-pearl">
            <td className="sticky left-0 z-10 bg-white sm:static" />
            {stones.map((s) => (
              <td key={s.CERTIFICATE_NO} className="px-1.5 pt-4 sm:px-2">
                {takenOf(s.CERTIFICATE_NO) ? (
                  <div className="flex min-h-[2.3rem] items-center justify-center border border-ruby/30 bg-ruby/5 px-1 text-center">
                    <StoneTakenLabel change={takenOf(s.CERTIFICATE_NO)!} />
                  </div>
                ) : (
                  <button type="button" onClick={() => onChoose(s.CERTIFICATE_NO)} className="w-full bg-ink px-2 py-2.5 text-[0.62rem] tracking-[0.16em] text-white uppercase hover:bg-gold-deep">
                    {t('diamonds.compareTray.chooseThisDiamond')}
                  </button>
                )}
                <button type="button" onClick={() => onRemove(s.CERTIFICATE_NO)} className="mt-2 w-full py-1.5 text-[0.62rem] tracking-[0.16em] text-stone uppercase hover:text-ink">
                  {t('diamonds.compareTray.remove')}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
