import type { ShopSettings } from '../../domain/contract/content';
import { ProfileMenu } from '../features/account/ProfileMenu';

/** The top bar with the shop's telephone and e-mail, the wordmark, and the profile button at its right. */
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
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center px-4 py-5 sm:px-6">
          <a href="/" className="col-start-2 font-serif text-4xl tracking-[0.18em] uppercase" aria-label={`${settings.brandName} home`}>
            {settings.brandName}
          </a>
          <div className="col-start-3 justify-self-end">
            <ProfileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
