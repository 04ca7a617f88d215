import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from './icons';
import { searchHref } from './links';
import { t } from '../../../domain/words/catalogue';

const iconButtonClass = 'flex size-11 items-center justify-center text-ink transition-colors hover:text-gold-deep';

/** The header's search: a button opening a dialog; Enter or the Search button goes to /products?keyword=… (storefront §2). */
export function SearchDialog() {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const search = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    void navigate(searchHref(keyword));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={iconButtonClass} aria-label={t('navigation.searchDialog.search')}>
        <SearchIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
            inputRef.current?.select();
          }}
          className="fixed inset-x-0 top-0 z-50 border-b border-pearl bg-white shadow-[0_24px_48px_-24px_rgba(29,27,25,0.35)]"
        >
          <div className="mx-auto max-w-3xl px-5 pt-8 pb-10 sm:px-6 sm:pt-12 sm:pb-14">
            <div className="flex items-center justify-between">
              <Dialog.Title className="font-sans text-[0.7rem] font-normal tracking-[0.3em] text-gold-deep uppercase">{t('navigation.searchDialog.searchTheCollection')}</Dialog.Title>
              <Dialog.Close className={`-mr-3 ${iconButtonClass}`} aria-label={t('navigation.searchDialog.closeSearch')}>
                <CloseIcon />
              </Dialog.Close>
            </div>
            <form role="search" action="/products" method="get" onSubmit={search} className="mt-4 flex items-stretch border-b border-ink/70 transition-colors focus-within:border-gold">
              <label htmlFor="site-search" className="sr-only">
                {t('navigation.searchDialog.searchForJewellery')}
              </label>
              <input
                ref={inputRef}
                id="site-search"
                name="keyword"
                type="search"
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                placeholder={t('navigation.searchDialog.ringsPendantsAStyle')}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={100}
                className="min-w-0 flex-1 appearance-none bg-transparent py-3 font-serif [&::-webkit-search-cancel-button]:appearance-none text-2xl text-ink placeholder:text-stone/50 focus:outline-none sm:text-3xl"
              />
              <button
                type="submit"
                className="flex shrink-0 items-center gap-2 px-2 text-[0.7rem] tracking-[0.25em] text-ink uppercase transition-colors hover:text-gold-deep sm:px-4"
              >
                <SearchIcon />
                <span className="hidden sm:inline">{t('navigation.searchDialog.search')}</span>
                <span className="sr-only sm:hidden">{t('navigation.searchDialog.search')}</span>
              </button>
            </form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
