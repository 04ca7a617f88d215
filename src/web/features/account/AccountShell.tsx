import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { drawnInBrowserClass, eyebrowClass } from '../../components/ui';
import { ACCOUNT_LINKS } from './links';
import { LogoutButton } from './LogoutButton';
import { RequireLogin } from './RequireLogin';
import { t } from '../../../domain/words/catalogue';

const logoutClass = 'text-[0.7rem] tracking-[0.2em] text-stone uppercase hover:text-ink';

/**
 * The frame of a shopper's own screens: title, the account's quick links and Logout, then the screen itself,
 * shown once the login check has passed (a loading state until then).
 */
export function AccountShell({ title, intro, children, drawnByServer = false }: { title: string; intro?: ReactNode; children: ReactNode; drawnByServer?: boolean }) {
  return (
    <main className="mx-auto max-w-6xl px-5 pt-12 pb-8 sm:px-6 md:pt-16">
      <div className="flex items-baseline justify-between gap-4">
        <p className={eyebrowClass}>{t('account.accountShell.myAccount')}</p>
        {/* On phones Logout sits up here, so the four links below fit in two tidy rows. */}
        <LogoutButton className={`${logoutClass} sm:hidden`} />
      </div>
      <h1 className="mt-3 text-4xl md:text-5xl">{title}</h1>
      {intro && <p className="mt-4 max-w-2xl text-stone">{intro}</p>}
      <nav aria-label={t('account.accountShell.myAccount')} className="mt-8 border-b border-pearl">
        <ul className="-mb-px grid grid-cols-2 gap-x-6 text-[0.7rem] tracking-[0.2em] uppercase sm:flex sm:flex-wrap sm:items-end sm:gap-x-7 sm:gap-y-1">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to !== '/addresses'}
                className={({ isActive }) =>
                  `inline-block border-b py-3 transition-colors ${isActive ? 'border-gold text-ink' : 'border-transparent text-stone hover:text-ink'}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="hidden sm:ml-auto sm:block">
            <LogoutButton className={`${logoutClass} inline-block border-b border-transparent py-3`} />
          </li>
        </ul>
      </nav>
      <div className={`pt-10 md:pt-12 ${drawnInBrowserClass}`}>
        <RequireLogin drawnByServer={drawnByServer}>{children}</RequireLogin>
      </div>
    </main>
  );
}
