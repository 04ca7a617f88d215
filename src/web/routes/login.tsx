import { eyebrowClass } from '../components/ui';
import { LoginForm } from '../features/account/LoginForm';
import { LoginReason } from '../features/account/LoginReason';
import { accountPageMeta } from '../features/account/meta';
import { RegisterForm } from '../features/account/RegisterForm';
import type { Route } from './+types/login';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, {
    title: t('pages.login.customerLogin'),
    description: t('pages.login.logInToYour'),
    path: '/login',
  });
}

/** Customer Login and Register Now, side by side (stacked on phones) — account §2. */
export default function Login() {
  return (
    <main className="mx-auto max-w-6xl px-5 pt-12 pb-8 sm:px-6 md:pt-20">
      <p className={`${eyebrowClass} text-center`}>{t('pages.login.myAccount')}</p>
      <LoginReason />
      <div className="mt-8 grid gap-14 md:grid-cols-2 md:gap-0 md:divide-x md:divide-pearl">
        <section aria-labelledby="login-heading" className="md:pr-16">
          <h1 id="login-heading" className="text-4xl md:text-[2.6rem]">
            {t('pages.login.customerLogin')}
          </h1>
          <p className="mt-3 mb-8 text-stone">{t('pages.login.welcomeBackLogIn')}</p>
          <LoginForm />
        </section>
        <section aria-labelledby="register-heading" className="border-t border-pearl pt-12 md:border-t-0 md:pt-0 md:pl-16">
          <h2 id="register-heading" className="text-4xl md:text-[2.6rem]">
            {t('pages.login.registerNow')}
          </h2>
          <p className="mt-3 mb-8 text-stone">{t('pages.login.newToUsCreate')}</p>
          <RegisterForm />
        </section>
      </div>
    </main>
  );
}
