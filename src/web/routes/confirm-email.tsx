import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../domain/contract/accounts';
import { errorNotice, NoticeArea, noticeOfAnswer, type Notice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { buttonClass, eyebrowClass, textLinkClass } from '../components/ui';
import { accountPageMeta } from '../features/account/meta';
import { shopApi } from '../lib/api-client';
import type { Route } from './+types/confirm-email';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.confirmEmail.confirmYourNewE'), description: t('pages.confirmEmail.confirmTheNewE'), path: '/confirm-email' });
}

/** The token of the e-mailed link travels in the fragment (#token=…), which browsers never send to a server. */
function tokenInFragment(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
}

/** The page of the link sent to a new e-mail address: it confirms the change once, then offers the way to log in. */
export default function ConfirmEmail() {
  // undefined while the link is being confirmed; the server cannot see the fragment
  const [result, setResult] = useState<{ notice: Notice; done: boolean } | undefined>(undefined);

  useEffect(() => {
    const token = tokenInFragment();
    if (!token) {
      setResult({ notice: errorNotice(ACCOUNT_MESSAGES.emailChangeLinkInvalid), done: false });
      return;
    }
    let live = true;
    void shopApi.post('/api/user/email/confirm', { token }, { auth: false }).then((answer) => {
      if (live && answer) setResult({ notice: noticeOfAnswer(answer), done: answer.code === '200' });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="mx-auto max-w-xl px-5 pt-12 pb-8 sm:px-6 md:pt-20">
      <p className={eyebrowClass}>{t('pages.confirmEmail.myAccount')}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t('pages.confirmEmail.yourNewEMail')}</h1>
      {result === undefined ? (
        <Spinner />
      ) : (
        <div className="mt-10 flex flex-col gap-8">
          <NoticeArea notice={result.notice} />
          <div>
            {result.done ? (
              <Link to="/login" className={buttonClass}>
                {t('pages.confirmEmail.goToLogin')}
              </Link>
            ) : (
              <Link to="/profile" className={textLinkClass}>
                {t('pages.confirmEmail.goToMyProfile')}
              </Link>
            )}
          </div>
        </div>
      )}
    </main>
  );
}
