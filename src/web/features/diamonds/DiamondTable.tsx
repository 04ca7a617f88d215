import { Link } from 'react-router';
import type { Diamond, DiamondSort } from '../../../domain/contract/diamonds';
import { sortByColumn, sortDirectionOf, type SortColumn } from '../../../domain/diamonds/filters';
import { formatRinggit } from '../../lib/format';
import { senFromRinggit } from '../../../domain/money/money';
import { priceNow, type StoneActions } from './DiamondCard';
import { isTaken } from '../../lib/stone-changes';
import { StoneTakenLabel } from './StoneTaken';
import { DiamondPicture } from './DiamondPicture';
import { caratText, gradeLabel, shapeLabel, stoneTitle } from './format';
import { HeartIcon } from './icons';
import { smallActionClass } from './styles';
import { t } from '../../../domain/words/catalogue';
import { Converted } from '../abroad/Converted';

interface Column {
  key: string;
  label: string;
  sort?: SortColumn;
  /** Shown from this breakpoint up (the phone keeps shape, carat, colour, clarity and price). */
  wide?: boolean;
  align?: 'right';
}

const COLUMNS: Column[] = [
  { key: 'shape', label: t('names.diamondFacts.shape') },
  { key: 'carat', label: t('names.diamondFacts.carat'), sort: 'carat' },
  { key: 'color', label: t('names.diamondFacts.colour'), sort: 'color' },
  { key: 'clarity', label: t('names.diamondFacts.clarity'), sort: 'clarity' },
  { key: 'cut', label: t('names.diamondFacts.cut'), sort: 'cut', wide: true },
  { key: 'lab', label: t('names.diamondFacts.certificate'), wide: true },
  { key: 'price', label: t('names.diamondFacts.price'), sort: 'price', align: 'right' },
];

/** The results as a table whose price, carat, colour, clarity and cut columns sort (pressed again, reversed). */
export function DiamondTable({ stones, sort, onSort, actions }: { stones: Diamond[]; sort: DiamondSort; onSort: (next: DiamondSort) => void; actions: StoneActions }) {
  return (
    <div className="overflow-x-auto border border-pearl">
      <table className="w-full border-collapse text-xs sm:text-sm" data-diamond-table="">
        <caption className="sr-only">{t('diamonds.diamondTable.diamondsSortableByPrice')}</caption>
        <thead className="bg-ivory text-left">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={c.sort ? sortDirectionOf(sort, c.sort) : undefined}
                className={`px-1.5 py-3 text-[0.6rem] font-normal tracking-[0.12em] text-stone uppercase sm:px-3 sm:tracking-[0.18em] ${c.wide ? 'hidden sm:table-cell' : ''} ${c.align === 'right' ? 'text-right' : ''}`}
              >
                {c.sort ? (
                  <button type="button" onClick={() => onSort(sortByColumn(sort, c.sort!))} className={`inline-flex items-center gap-1 uppercase hover:text-ink ${sortDirectionOf(sort, c.sort) !== 'none' ? 'text-ink' : ''}`}>
                    {c.label}
                    <SortMark direction={sortDirectionOf(sort, c.sort)} />
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
            <th scope="col" className="hidden px-3 py-3 sm:table-cell">
              <span className="sr-only">{t('diamonds.diamondTable.save')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {stones.map((stone) => {
            const change = actions.changeOf(stone.CERTIFICATE_NO);
            const price = priceNow(stone, change);
            return (
            <tr key={stone.CERTIFICATE_NO} className={`border-t border-pearl hover:bg-ivory/60 ${isTaken(change) ? 'text-stone' : ''}`} data-diamond-row="" data-certificate={stone.CERTIFICATE_NO}>
              <td className="px-1.5 py-2.5 sm:px-3">
                <Link to={actions.detailHref(stone.CERTIFICATE_NO)} replace preventScrollReset className="flex min-w-0 items-center gap-2 hover:text-gold-deep" aria-label={t('diamonds.diamondTable.detailsOf', { stone: stoneTitle(stone) })}>
                  <DiamondPicture src={stone.IMAGE} shape={stone.SHAPE} alt="" size={160} sizes="2.5rem" className="hidden size-10 shrink-0 bg-ivory sm:block" />
                  <span>{shapeLabel(stone.SHAPE)}</span>
                </Link>
              </td>
              <td className="px-1.5 py-2.5 tabular-nums sm:px-3" data-carat={stone.CARAT}>
                {caratText(stone.CARAT)}
              </td>
              <td className="px-1.5 py-2.5 sm:px-3" data-color={stone.COLOR}>
                {gradeLabel('color', stone.COLOR)}
              </td>
              <td className="px-1.5 py-2.5 sm:px-3" data-clarity={stone.CLARITY}>
                {stone.CLARITY}
              </td>
              <td className="hidden px-3 py-2 sm:table-cell" data-cut={stone.CUT}>
                {gradeLabel('cut', stone.CUT)}
              </td>
              <td className="hidden px-3 py-2 text-stone sm:table-cell">{stone.LAB}</td>
              <td className="px-1.5 py-2.5 text-right tabular-nums sm:px-3" data-price={price}>
                {isTaken(change) ? <StoneTakenLabel change={change} /> : formatRinggit(price)}
                {!isTaken(change) && <Converted sen={senFromRinggit(price)} />}
              </td>
              <td className="hidden px-3 py-2 text-right sm:table-cell">
                <button
                  type="button"
                  aria-pressed={actions.isSaved(stone.CERTIFICATE_NO)}
                  aria-label={t('diamonds.diamondTable.save2', { stone: stoneTitle(stone) })}
                  onClick={() => actions.onToggleSave(stone)}
                  className={`${smallActionClass} inline-flex size-8 items-center justify-center ${actions.isSaved(stone.CERTIFICATE_NO) ? 'text-gold-deep' : 'text-stone'}`}
                >
                  <HeartIcon filled={actions.isSaved(stone.CERTIFICATE_NO)} />
                </button>
              </td>
            </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SortMark({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <span aria-hidden="true" className={`text-[0.6rem] ${direction === 'none' ? 'text-stone/40' : ''}`}>
      {direction === 'descending' ? '▼' : direction === 'ascending' ? '▲' : '↕'}
    </span>
  );
}
