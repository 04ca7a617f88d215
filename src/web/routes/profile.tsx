import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../domain/contract/accounts';
import { LOGIN_PATH } from '../../domain/shop/session';
import { Spinner } from '../components/Spinner';
import { panelClass } from '../components/ui';
import { AccountShell } from '../features/account/AccountShell';
import { ChangePasswordForm } from '../features/account/ChangePasswordForm';
import { accountPageMeta } from '../features/account/meta';
import { ProfileForm } from '../features/account/ProfileForm';
import { shopApi } from '../lib/api-client';
import { browserSession } from '../lib/session-store';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/profile';
import { t } from '../../domain/words/catalogue';

/** The shopper, drawn by the server for the shopper it knows (null for a visitor: read in the browser). */
export async function loader({ context }: Route.LoaderArgs) {
  return { user: await drawnFor<User>(context, '/api/user', (body) => body.user) };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.profile.myProfile'), description: t('pages.profile.yourNameEMail'), path: '/profile' });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const drawn = loaderData?.user ?? null;
  return (
    <AccountShell title={t('pages.profile.myProfile')} intro={t('pages.profile.intro')} drawnByServer={drawn !== null}>
      <ProfileScreen drawn={drawn} />
    </AccountShell>
  );
}

/** Loads the shopper; a failed profile fetch clears the stored token and goes to /login (account §4). */
function ProfileScreen({ drawn }: { drawn: User | null }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<User | null>(drawn);

  useEffect(() => {
    let live = true;
    void shopApi.get<{ user: User }>('/api/user').then((answer) => {
      if (!live || !answer) return;
      if (answer.code === '200' && answer.user) {
        setUser(answer.user);
        return;
      }
      browserSession.clearTokens();
      browserSession.rememberReturnPath('/profile');
      navigate(LOGIN_PATH, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  if (!user) return <Spinner label={t('pages.profile.loadingYourProfile')} />;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:gap-12">
      <section className={panelClass} aria-label={t('pages.profile.yourDetails')}>
        <ProfileForm user={user} />
      </section>
      <section className={`${panelClass} self-start`}>
        <ChangePasswordForm userId={user.id} />
      </section>
    </div>
  );
}
