import { t } from '../words/catalogue.ts';
import type { BuyerProblem } from './parties.ts';

/** What to tell a buyer whose details cannot go on an e-invoice, by problem (the form and the API say the same). */
export const buyerProblemWords = (): Record<BuyerProblem, string> => ({
  name: t('eInvoices.problems.name'),
  mykad: t('eInvoices.problems.mykad'),
  passport: t('eInvoices.problems.passport'),
  brn: t('eInvoices.problems.brn'),
  tin: t('eInvoices.problems.tin'),
  tinRequired: t('eInvoices.problems.tinRequired'),
  tinNotFound: t('eInvoices.problems.tinNotFound'),
  email: t('eInvoices.problems.email'),
});
