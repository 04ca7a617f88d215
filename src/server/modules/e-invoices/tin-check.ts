import type { FastifyBaseLogger } from 'fastify';
import { buyerIds, FOREIGN_BUYER_TIN, GENERAL_PUBLIC_TIN, type BuyerDetails } from '../../../domain/e-invoice/parties.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import type { MyInvois, TinValidation } from './myinvois.ts';

/**
 * What the shop knows of a buyer's TIN once checked: none given (the document carries a general TIN), LHDN knows it
 * with the buyer's identification, LHDN does not, or LHDN could not be asked.
 */
export type TinCheck = 'none' | TinValidation | 'unchecked';

/** How long an answer is kept: LHDN asks ERP systems to keep what it validated rather than ask again (SDK). */
const KEEP_VALID_MS = 24 * 3_600_000;
/** A TIN not found may be registered soon after (or was mistyped and corrected): asked again sooner. */
const KEEP_NOT_FOUND_MS = 10 * 60_000;
const KEEP_AT_MOST = 5_000;
/**
 * The TINs one account may have LHDN check in an hour (answers kept are not counted): LHDN throttles a client ID whose
 * TIN checks look excessive (SDK), and the shop's check must not let anyone look TINs up through it.
 */
export const TIN_CHECK_RULE: RateRule = { name: 'e-invoice-tin-check', limit: 20, windowSeconds: 3_600 };

export interface TinCheckerOptions {
  log?: FastifyBaseLogger;
  limiter?: RateLimiter;
  /** The refusal once an account has used up TIN_CHECK_RULE, in the catalogue's words. */
  tooMany(minutes: number): string;
}

/**
 * Checks a buyer's own TIN with MyInvois's Validate Taxpayer's TIN (the TIN with the MyKad, passport or BRN), once
 * the form's checks passed. A general TIN (no TIN given, a foreign buyer) is not asked about. Answers are kept in
 * this process (valid for a day, not found for ten minutes), so a checkout's check and its request ask LHDN once;
 * an account may have LHDN asked about 20 TINs an hour (TIN_CHECK_RULE).
 * When LHDN cannot be asked (down, slow beyond the client's timeout, the login refused) the answer is 'unchecked':
 * the details are kept and checkout goes on — MyInvois checks the TIN again when the e-invoice is submitted, and an
 * Invalid answer shows in the back-office for staff to correct.
 */
export function tinChecker(myinvois: MyInvois, options: TinCheckerOptions) {
  const kept = new Map<string, { answer: TinValidation; until: number }>();
  /** `asker`: who asks (an account), for the limit on TIN checks. */
  return async function checkTin(buyer: BuyerDetails, asker: string): Promise<TinCheck> {
    const ids = buyerIds(buyer);
    if (!ids.tin || ids.tin === GENERAL_PUBLIC_TIN || ids.tin === FOREIGN_BUYER_TIN) return 'none';
    const key = `${ids.tin} ${ids.scheme} ${ids.id}`;
    const known = kept.get(key);
    if (known && known.until > Date.now()) return known.answer;
    await options.limiter?.hit(TIN_CHECK_RULE, asker, options.tooMany);
    let answer: TinValidation;
    try {
      answer = await myinvois.validateTin(ids);
    } catch (error) {
      options.log?.warn({ err: error }, "MyInvois could not check a buyer's TIN; the details are kept unchecked");
      return 'unchecked';
    }
    kept.delete(key);
    if (kept.size >= KEEP_AT_MOST) kept.delete(kept.keys().next().value!);
    kept.set(key, { answer, until: Date.now() + (answer === 'valid' ? KEEP_VALID_MS : KEEP_NOT_FOUND_MS) });
    return answer;
  };
}
