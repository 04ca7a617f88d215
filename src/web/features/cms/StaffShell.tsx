import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../domain/shop/session';
import { Spinner } from '../../components/Spinner';
import { browserSession } from '../../lib/session-store';
import { useSession } from '../../lib/use-session';
import { LogoutButton } from '../account/LogoutButton';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export const CMS_LINKS = [
  { to: '/cms', label: t('cms.staffShell.dashboard'), end: true },
  { to: '/cms/orders', label: t('cms.staffShell.orders'), end: false },
  { to: '/cms/returns', label: t('cms.staffShell.returns'), end: false },
  { to: '/cms/e-invoices', label: t('eInvoices.cms.title'), end: false },
  { to: '/cms/categories', label: t('cms.staffShell.categories'), end: false },
  { to: '/cms/products', label: t('cms.staffShell.products'), end: false },
  { to: '/cms/diamonds', label: t('cms.staffShell.diamonds'), end: true },
  { to: '/cms/diamonds/feeds', label: t('cms.staffShell.feeds'), end: false },
  { to: '/cms/pricing', label: t('cms.staffShell.pricing'), end: false },
  { to: '/cms/shipping', label: t('abroad.cms.menu'), end: false },
  { to: '/cms/instalments', label: t('instalments.cms.title'), end: false },
  { to: '/cms/customers', label: t('cms.staffShell.customers'), end: false },
  { to: '/cms/inbox', label: t('cms.staffShell.inbox'), end: false },
  { to: '/cms/content', label: t('cms.staffShell.homePage'), end: false },
  { to: '/cms/settings', label: t('cms.staffShell.shopDetails'), end: false },
  { to: '/cms/audit', label: t('cms.staffShell.auditLog'), end: false },
] as const;

/**
 * The back-office frame: only staff (a CMS token) see it. A visitor goes to log in and comes back; a customer is sent
 * to the shop's home page. The server checks the role again on every call.
 */
export function StaffShell({ title, children }: { title: string; children: ReactNode }) {
  const { loggedIn, claims } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const staff = loggedIn && claims?.role === 'CMS';
  useEffect(() => {
    const tokens = browserSession.readTokens();
    if (!tokens) {
      browserSession.rememberReturnPath(`${pathname}${search}`);
      void navigate(LOGIN_PATH, { replace: true });
    } else if (claims && claims.role !== 'CMS') {
      void navigate('/', { replace: true });
    }
  }, [claims, navigate, pathname, search]);

  return (
    <div className="min-h-screen bg-ivory/60">
      <header className="border-b border-pearl bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 py-4">
          <Link to="/cms" className="font-serif text-2xl tracking-[0.25em]">
            {t('cms.staffShell.kilau')} <span className="ml-2 align-middle text-[0.65rem] tracking-[0.3em] text-gold-deep">{t('cms.staffShell.backOffice')}</span>
          </Link>
          <div className="flex items-center gap-6 text-[0.7rem] tracking-[0.2em] uppercase">
            <Link to="/" className="text-stone hover:text-ink">
              {t('cms.staffShell.viewTheShop')}
            </Link>
            {staff && <LogoutButton className="tracking-[0.2em] text-stone uppercase hover:text-ink" />}
          </div>
        </div>
        <nav aria-label={t('cms.staffShell.backOffice2')} className="mx-auto max-w-7xl px-6">
          {/* one scrolling row on a tablet; from a laptop's width every area in view, on two rows when they need them */}
          <ul className="-mb-px flex gap-x-3 overflow-x-auto text-[0.68rem] tracking-[0.1em] whitespace-nowrap uppercase lg:flex-wrap lg:gap-x-7 lg:overflow-visible xl:text-[0.7rem] xl:tracking-[0.18em]">
            {CMS_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => `inline-block border-b-2 py-3 ${isActive ? 'border-gold text-ink' : 'border-transparent text-stone hover:text-ink'}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-6 py-10">
        <h1 className="text-4xl">{title}</h1>
        <div className="mt-8">{staff ? children : <Spinner label={t('cms.staffShell.checkingYourAccess')} />}</div>
      </main>
    </div>
  );
}
