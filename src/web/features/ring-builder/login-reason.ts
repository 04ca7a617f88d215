import { t } from '../../../domain/words/catalogue';
/** Shown on the login page when the ring builder sent the visitor there (issue 13). */
export const LOGIN_REASON_RING = t('ringBuilder.loginReason.logInToSave');
