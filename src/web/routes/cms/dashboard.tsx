import { Link } from 'react-router';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { Spinner } from '../../components/Spinner';
import { formatRinggit } from '../../lib/format';
import type { Route } from './+types/dashboard';
import type { CmsDashboardAnswer as Board } from '../../../domain/contract/cms-office';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.dashboard.backOffice'), description: t('cms.dashboard.theShopAtA'), path: '/cms' });
}


/** The back-office's first screen (issue 14 "Dashboard"). */
export default function Dashboard() {
  return (
    <StaffShell title={t('cms.dashboard.dashboard')}>
      <Board />
    </StaffShell>
  );
}

function Board() {
  const { answer } = useCmsAnswer<Board>('/api/cms/dashboard');
  if (!answer) return <Spinner label={t('cms.dashboard.loadingTheFigures')} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;
  const tiles = [
    { label: t('cms.dashboard.paidOrdersToday'), value: String(answer.today.orders), hint: formatRinggit(answer.today.revenue) },
    { label: t('cms.dashboard.paidOrdersThisMonth'), value: String(answer.this_month.orders), hint: formatRinggit(answer.this_month.revenue) },
    { label: t('cms.dashboard.paymentsPending'), value: String(answer.payments_pending), hint: t('cms.dashboard.askedAboutAgain'), to: '/cms/orders?status=Pending%20Payment' },
    { label: t('cms.dashboard.reservationsEndingSoon'), value: String(answer.reservations_expiring), hint: t('cms.dashboard.withinTenMinutes') },
    { label: t('cms.dashboard.productsWithoutPictures'), value: String(answer.products_without_pictures), hint: t('cms.dashboard.theyShowTheDrawn') },
  ];
  return (
    <>
      {answer.settings_unreadable.length > 0 && (
        <p role="alert" className="mb-6 border border-ruby/30 bg-ruby/5 px-5 py-4 text-sm text-ruby">
          {t('cms.dashboard.settingsUnreadable', { keys: answer.settings_unreadable.join(', ') })}{' '}
          <Link to="/cms/settings" className="underline underline-offset-4">
            {t('cms.dashboard.openShopDetails')}
          </Link>
        </p>
      )}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-dashboard="">
        {tiles.map((t) => (
          <li key={t.label} className="border border-pearl bg-white p-6">
            <p className="text-[0.7rem] tracking-[0.2em] text-stone uppercase">{t.label}</p>
            <p className="mt-3 font-serif text-5xl tabular-nums">{t.value}</p>
            <p className="mt-2 text-sm text-stone">{t.to ? <Link to={t.to} className="underline underline-offset-4 hover:text-ink">{t.hint}</Link> : t.hint}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
