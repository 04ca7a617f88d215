import { useEffect, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { quietButtonClass } from '../../components/ui';
import { formatRinggit } from '../../lib/format';
import { fetchDiamond, type StoneResult } from './api';
import { DiamondCard, type StoneActions } from './DiamondCard';
import { DiamondPicture } from './DiamondPicture';
import { gradesLine, stoneTitle, typeLabel } from './format';
import type { SavedStone } from './saved-stones';
import { t } from '../../../domain/words/catalogue';

/**
 * The "Saved" view: the stones the shopper saved (in this browser), each looked up again by its certificate; a stone
 * no longer offered is shown as such, with what it was, and can be forgotten.
 */
export function SavedStones({ saved, actions, onForget, onBrowse }: { saved: SavedStone[]; actions: StoneActions; onForget: (certificate: string) => void; onBrowse: () => void }) {
  const lookups = useLookups(saved.map((s) => s.CERTIFICATE_NO));
  if (saved.length === 0) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center" data-saved-empty="">
        <p className="font-serif text-2xl">{t('diamonds.savedStones.noSavedDiamondsYet')}</p>
        <p className="mt-3 text-sm leading-relaxed text-stone">{t('diamonds.savedStones.tapTheHeartOn')}</p>
        <button type="button" onClick={onBrowse} className={`${quietButtonClass} mt-8`}>
          {t('diamonds.savedStones.browseDiamonds')}
        </button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" data-saved-list="">
      {saved.map((s) => {
        const found = lookups[s.CERTIFICATE_NO];
        return (
          <li key={s.CERTIFICATE_NO}>
            {!found ? (
              <div className="flex h-full min-h-40 items-center justify-center border border-pearl">
                <Spinner label={t('diamonds.savedStones.checking')} className="py-8!" />
              </div>
            ) : found.ok ? (
              <DiamondCard stone={found.stone} actions={actions} />
            ) : (
              <Unavailable stone={s} missing={found.missing} message={found.message} onForget={() => onForget(s.CERTIFICATE_NO)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Unavailable({ stone, missing, message, onForget }: { stone: SavedStone; missing: boolean; message: string; onForget: () => void }) {
  return (
    <article className="flex h-full border border-pearl bg-ivory/50 sm:flex-col" data-diamond-unavailable="" data-certificate={stone.CERTIFICATE_NO}>
      <div className="w-32 shrink-0 opacity-50 grayscale sm:w-full">
        <DiamondPicture src={stone.IMAGE} shape={stone.SHAPE} alt="" size={640} sizes="(min-width: 640px) 300px, 8rem" className="w-full" />
      </div>
      <div className="flex flex-1 flex-col px-3 py-3 sm:p-4">
        <p className="text-[0.62rem] tracking-[0.22em] text-ruby uppercase">{missing ? t('diamonds.savedStones.noLongerAvailable') : t('diamonds.savedStones.couldNotBeChecked')}</p>
        <h3 className="mt-1 font-serif text-xl leading-tight text-stone">{stoneTitle(stone)}</h3>
        <p className="mt-1 text-sm text-stone">{gradesLine(stone)}</p>
        <p className="mt-0.5 text-xs text-stone">
          {t('diamonds.savedStones.was', { TYPE: typeLabel(stone.TYPE), LAB: stone.LAB, CERTIFICATENO: stone.CERTIFICATE_NO, MYRPRICE: formatRinggit(stone.MYR_PRICE) })}
        </p>
        <p className="sr-only">{message}</p>
        <button type="button" onClick={onForget} className="mt-auto self-start pt-4 text-[0.68rem] tracking-[0.2em] text-ink uppercase underline decoration-gold/60 underline-offset-4 hover:text-gold-deep">
          {t('diamonds.savedStones.remove')}
        </button>
      </div>
    </article>
  );
}

/** Each certificate looked up once (GET /api/diamond/{CERTIFICATE_NO}), side by side. */
function useLookups(certificates: string[]): Record<string, StoneResult | undefined> {
  const [found, setFound] = useState<Record<string, StoneResult>>({});
  const key = certificates.join(',');
  useEffect(() => {
    let live = true;
    for (const certificate of key ? key.split(',') : []) {
      if (found[certificate]) continue;
      void fetchDiamond(certificate).then((answer) => live && setFound((f) => ({ ...f, [certificate]: answer })));
    }
    return () => {
      live = false;
    };
    // `found` is read to skip stones already looked up; looking up again when it changes would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return found;
}
