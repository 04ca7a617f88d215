import { eyebrowClass } from '../components/ui';
import { LoginForm } from '../features/account/LoginForm';
import { LoginReason } from '../features/account/LoginReason';
import { accountPageMeta } from '../features/account/meta';
import { RegisterForm } from '../features/account/RegisterForm';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, {
    title: 'Customer Login',
    description: 'Log in to your account to see your orders, shopping cart and address book, or register in a moment.',
    path: '/login',
  });
}

/** Customer Login and Register Now, side by side (stacked on phones) — account §2. */
export default function Login() {
  return (
    <main className="mx-auto max-w-6xl px-5 pt-12 pb-8 sm:px-6 md:pt-20">
      <p className={`${eyebrowClass} text-center`}>My Account</p>
      <LoginReason />
      <div className="mt-8 grid gap-14 md:grid-cols-2 md:gap-0 md:divide-x md:divide-pearl">
        <section aria-labelledby="login-heading" className="md:pr-16">
          <h1 id="login-heading" className="text-4xl md:text-[2.6rem]">
            Customer Login
          </h1>
          <p className="mt-3 mb-8 text-stone">Welcome back. Log in to see your orders, your shopping cart and your address book.</p>
          <LoginForm />
        </section>
        <section aria-labelledby="register-heading" className="border-t border-pearl pt-12 md:border-t-0 md:pt-0 md:pl-16">
          <h2 id="register-heading" className="text-4xl md:text-[2.6rem]">
            Register Now
          </h2>
          <p className="mt-3 mb-8 text-stone">New to us? Create an account to keep your favourite pieces in your cart and check out faster.</p>
          <RegisterForm />
        </section>
      </div>
    </main>
  );
}
