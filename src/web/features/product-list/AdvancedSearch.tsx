import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';
import { buttonClass, quietButtonClass } from '../../components/ui';
import { toggleShape, type ListFilters } from './filters';
import { PriceRange } from './PriceRange';
import { ShapeToggles } from './ShapeToggles';
import { useMediaQuery } from './use-media-query';
import { t } from '../../../domain/words/catalogue';

/** From this width the panel opens in the page above the grid; narrower screens get a slide-over. */
/** From this width the search shows as a panel beside the list (a layout value, the same in every language). */
const DESKTOP = '(min-width: 768px)';
export const ADVANCED_SEARCH_ID = 'advanced-search';

interface AdvancedSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  /** 'Search Now': the list is cleared and reloaded from page 1 with these filters. */
  onSearch: (filters: ListFilters) => void;
  busy: boolean;
}

/** The Advanced Search panel (storefront §2): shapes and a price range, 'Search Now' and 'Back'. */
export function AdvancedSearch({ open, onOpenChange, value, onChange, onSearch, busy }: AdvancedSearchProps) {
  const desktop = useMediaQuery(DESKTOP);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value);
    if (!desktop) onOpenChange(false);
  };
  const form = (
    <form onSubmit={submit} className="flex flex-col gap-10" aria-label={t('productList.advancedSearch.advancedSearch')}>
      <ShapeToggles value={value.shapes} onToggle={(code) => onChange({ ...value, shapes: toggleShape(value.shapes, code) })} />
      <div className="flex flex-col gap-10 md:flex-row md:items-end md:justify-between">
        <div className="md:w-full md:max-w-lg">
          <PriceRange value={value} onChange={onChange} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => onOpenChange(false)} className={quietButtonClass}>
            {t('productList.advancedSearch.back')}
          </button>
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('productList.advancedSearch.searchNow')}
          </button>
        </div>
      </div>
    </form>
  );

  if (desktop) {
    return open ? (
      <section id={ADVANCED_SEARCH_ID} aria-labelledby="advanced-search-heading" className="mb-12 border border-pearl bg-ivory/50 px-8 py-8 lg:px-10">
        <h2 id="advanced-search-heading" className="mb-8 text-2xl">
          {t('productList.advancedSearch.advancedSearch')}
        </h2>
        {form}
      </section>
    ) : null;
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          id={ADVANCED_SEARCH_ID}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(100vw,28rem)] flex-col bg-white shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between border-b border-pearl px-6 py-5">
            <Dialog.Title className="font-serif text-2xl">{t('productList.advancedSearch.advancedSearch')}</Dialog.Title>
            <Dialog.Close aria-label={t('productList.advancedSearch.close')} className="-mr-2 flex size-10 items-center justify-center text-2xl leading-none text-stone hover:text-ink">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('productList.advancedSearch.chooseShapesAndA')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-6 py-8">{form}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
