import { useState } from 'react';
import type { Diamond } from '../../../domain/contract/diamonds';
import type { ShapeCode } from '../../../domain/diamonds/shapes';
import { clearSession } from '../../lib/shop-session';
import { useStoneChanges } from '../../lib/stone-changes';
import { useStoredRing } from '../ring-builder/use-stored-choice';
import { useComparison } from './compare-store';
import type { MediaKind, StoneActions } from './DiamondCard';
import { useSavedStones } from './saved-stones';
import { hrefOf, type viewOf } from './search-url';
import type { LoadedSearch, useDiamondSearch } from './use-diamond-search';
import { useChooseDiamond } from './use-choose-diamond';

/**
 * What a shopper can do with a stone of the diamond search (its detail, save, compare, its video and picture,
 * choose it, change to a setting of its shape) and what those lead to: the saved stones, the comparison and its
 * message, the choosing, the open video or picture, and the stones' changes told by the server.
 */
export function useStoneActions(loaded: LoadedSearch, search: ReturnType<typeof useDiamondSearch>, view: ReturnType<typeof viewOf>, openStone: string | null) {
  const { place } = loaded;
  const saved = useSavedStones();
  const compare = useComparison();
  const [compareMessage, setCompareMessage] = useState<string | null>(null);
  const chooser = useChooseDiamond(search.draft);
  const ring = useStoredRing();
  const [media, setMedia] = useState<{ certificate: string; kind: MediaKind; opened: number } | null>(null);
  const changes = useStoneChanges(openStone ? [openStone, ...search.stones.map((s) => s.CERTIFICATE_NO)] : search.stones.map((s) => s.CERTIFICATE_NO));

  const actions: StoneActions = {
    detailHref: (certificate) => hrefOf(place, loaded.search, { view, stone: certificate }),
    isSaved: saved.isSaved,
    onToggleSave: saved.toggle,
    isCompared: compare.has,
    onToggleCompare: (s: Diamond) => {
      if (compare.has(s.CERTIFICATE_NO)) {
        compare.remove(s.CERTIFICATE_NO);
        setCompareMessage(null);
      } else setCompareMessage(compare.add(s) ?? null);
    },
    onOpenMedia: (certificate, kind) => setMedia({ certificate, kind, opened: Date.now() }),
    onChoose: (certificate) => void chooser.choose(certificate),
    choosing: chooser.busy,
    settingShape: ring?.shape ?? null,
    shapeHref: (shape) => hrefOf(place, { filters: { ...loaded.search.filters, shape: [shape as ShapeCode] }, sort: loaded.search.sort }),
    onChooseForNewSetting: (certificate) => {
      clearSession('ring');
      void chooser.choose(certificate);
    },
    changeOf: (certificate) => changes.get(certificate),
  };
  return { actions, saved, compare, compareMessage, setCompareMessage, chooser, media, setMedia };
}
