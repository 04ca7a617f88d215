import * as Dialog from '@radix-ui/react-dialog';
import type { DiamondFacets } from '../../../domain/contract/diamonds';
import type { DiamondFilters } from '../../../domain/diamonds/filters';
import { buttonClass, quietButtonClass } from '../../components/ui';
import { countText } from './format';
import { FiltersForm } from './FiltersForm';
import { CloseIcon } from './icons';
import { t } from '../../../domain/words/catalogue';

interface FiltersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: DiamondFilters;
  onChange: (next: DiamondFilters) => void;
  facets: DiamondFacets | null;
  total: number;
  searching: boolean;
  onSearch: () => void;
  onReset: () => void;
}

/** The filters on a phone: a slide-over; its Search shows the results (how many, as they update) and closes it. */
export function FiltersDrawer({ open, onOpenChange, filters, onChange, facets, total, searching, onSearch, onReset }: FiltersDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 lg:hidden" />
        <Dialog.Content
          id="diamond-filters-drawer"
          data-filters=""
          className="fixed inset-y-0 right-0 z-50 flex w-[min(100vw,30rem)] flex-col bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-pearl px-5 py-4">
            <Dialog.Title className="font-serif text-2xl">{t('diamonds.filtersDrawer.filters')}</Dialog.Title>
            <Dialog.Close aria-label={t('diamonds.filtersDrawer.close')} className="-mr-2 flex size-10 items-center justify-center text-stone hover:text-ink">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('diamonds.filtersDrawer.narrowTheDiamondsBy')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-6">
            <FiltersForm filters={filters} onChange={onChange} facets={facets} idPrefix="drawer" layout="drawer" />
          </div>
          <div className="grid grid-cols-[auto_1fr] gap-3 border-t border-pearl px-5 py-4">
            <button type="button" onClick={onReset} className={`${quietButtonClass} px-5!`}>
              {t('diamonds.filtersDrawer.reset')}
            </button>
            <button
              type="button"
              onClick={() => {
                onSearch();
                onOpenChange(false);
              }}
              className={`${buttonClass} px-4!`}
            >
              {t('diamonds.filtersDrawer.search')}{!searching && <span className="tracking-[0.1em] normal-case opacity-80"> · {countText(total)}</span>}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
