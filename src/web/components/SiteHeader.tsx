import type { ShopSettings } from '../../domain/contract/content';

/** The top bar with the shop's telephone and e-mail, and the wordmark. */
export function SiteHeader({ settings }: { settings: ShopSettings }) {
  return (
    <header>
      <div className="bg-ink text-[0.8rem] tracking-wide text-white/85">
        <div className="mx-auto flex max-w-7xl justify-center gap-6 px-6 py-2 sm:justify-end">
          <a href={`tel:${settings.telephone.replace(/[^+\d]/g, '')}`} className="hover:text-white">
            {settings.telephone}
          </a>
          <a href={`mailto:${settings.email}`} className="hover:text-white">
            {settings.email}
          </a>
        </div>
      </div>
      <div className="border-b border-pearl">
        <div className="mx-auto flex max-w-7xl items-center justify-center px-6 py-5">
          <a href="/" className="font-serif text-4xl tracking-[0.18em] uppercase" aria-label={`${settings.brandName} home`}>
            {settings.brandName}
          </a>
        </div>
      </div>
    </header>
  );
}
