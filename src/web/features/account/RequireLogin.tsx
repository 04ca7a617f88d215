import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../domain/shop/session';
import { Spinner } from '../../components/Spinner';
import { browserSession } from '../../lib/session-store';
import { useSession } from '../../lib/use-session';

/**
 * The access rule of login-required screens (account §2): a visitor without a token goes to /login and the wanted
 * path is remembered. The server cannot see the browser's storage, so it (and the first browser render) shows the
 * loading state; the check runs once the page is live in the browser. True once the screen may show.
 */
export function useRequireLogin(): boolean {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Read the storage itself: the first render always says "visitor", even for a shopper.
    if (loggedIn || browserSession.readTokens()) return;
    browserSession.rememberReturnPath(`${pathname}${search}`);
    navigate(LOGIN_PATH, { replace: true });
  }, [loggedIn, navigate, pathname, search]);
  return loggedIn;
}

/**
 * Shows its content only to a logged-in shopper; a visitor is sent to /login. `drawnByServer`: the server knew the
 * shopper (their page session) and drew the content, so it shows from the first render; the browser still checks.
 */
export function RequireLogin({ children, label, drawnByServer = false }: { children: ReactNode; label?: string; drawnByServer?: boolean }) {
  const loggedIn = useRequireLogin();
  return loggedIn || drawnByServer ? <>{children}</> : <Spinner label={label} />;
}
