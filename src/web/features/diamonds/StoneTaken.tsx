import { Link } from 'react-router';
import type { StoneChange } from '../../../domain/contract/stone-changes';
import { t } from '../../../domain/words/catalogue';

/** What became of a taken stone, in a few words: reserved by another shopper, or no longer available. */
export const takenWords = (change: StoneChange): string => (change.state === 'reserved' ? t('diamonds.stoneTaken.justReserved') : t('diamonds.stoneTaken.justGone'));

/**
 * Said on a stone another shopper has just reserved, or that has been sold or taken off sale, while the page is open
 * (`lib/stone-changes.ts`): on a result card or row in a line, on the stone's detail and the ring confirmation with
 * why and a way to similar diamonds.
 */
export function StoneTakenLabel({ change }: { change: StoneChange }) {
  return (
    <p role="status" data-stone-taken={change.state} className="text-[0.62rem] tracking-[0.18em] text-ruby uppercase">
      {takenWords(change)}
    </p>
  );
}

export function StoneTakenNote({ change, similarHref }: { change: StoneChange; similarHref: string }) {
  return (
    <div role="status" data-stone-taken={change.state} className="border border-ruby/30 bg-ruby/5 px-4 py-3">
      <p className="text-[0.65rem] tracking-[0.2em] text-ruby uppercase">{takenWords(change)}</p>
      <p className="mt-1 text-sm text-ink">{change.state === 'reserved' ? t('diamonds.stoneTaken.reservedWhy') : t('diamonds.stoneTaken.goneWhy')}</p>
      <Link to={similarHref} className="mt-2 inline-block text-xs tracking-[0.14em] text-ink uppercase underline underline-offset-4 hover:text-gold-deep">
        {t('diamonds.stoneTaken.seeSimilar')}
      </Link>
    </div>
  );
}
