/**
 * Bank Negara Malaysia's public exchange-rate API (https://api.bnm.gov.my/public/exchange-rate, documented in BNM's
 * Open API portal): `GET /public/exchange-rate?session=1200&quote=rm` with `Accept: application/vnd.BNM.API.v1+json`
 * answers `{ data: [{ currency_code, unit, rate: { date, buying_rate, selling_rate, middle_rate } }], meta: { quote,
 * session, last_updated, total_result } }` — with quote `rm`, each rate is RM for `unit` units of the currency (100 for
 * a few, such as the rupiah). The 1130 session gives counter rates without a middle rate; the 1200 one gives it.
 */
import { z } from 'zod';

export const BNM_ACCEPT = 'application/vnd.BNM.API.v1+json';
export const BNM_SESSION = '1200';

const rateNumber = z.number().positive().nullable().optional();
const bnmAnswerSchema = z.object({
  data: z.array(
    z.object({
      currency_code: z.string(),
      unit: z.number().int().positive(),
      rate: z.object({ date: z.iso.date(), buying_rate: rateNumber, selling_rate: rateNumber, middle_rate: rateNumber }),
    }),
  ),
  meta: z.object({ quote: z.string().optional(), session: z.string().optional() }).passthrough().optional(),
});

export interface BnmRate {
  currency: string;
  unit: number;
  /** RM for `unit` units: the middle rate, else the middle of buying and selling. */
  rate: number;
  date: string;
}

/** The rates of a BNM answer (quote rm); a currency without a usable rate is left out. */
export function ratesOfBnmAnswer(body: unknown): BnmRate[] {
  const answer = bnmAnswerSchema.parse(body);
  return answer.data.flatMap((d) => {
    const { middle_rate: middle, buying_rate: buying, selling_rate: selling } = d.rate;
    const rate = middle ?? (buying && selling ? (buying + selling) / 2 : null);
    return rate ? [{ currency: d.currency_code.toUpperCase(), unit: d.unit, rate, date: d.rate.date }] : [];
  });
}

/** Asks BNM for today's rates; throws when it cannot be reached or answers something else. */
export async function fetchBnmRates(baseUrl: string, fetchImpl: typeof fetch = fetch, timeoutMs = 10_000): Promise<BnmRate[]> {
  const url = new URL(baseUrl);
  url.searchParams.set('session', BNM_SESSION);
  url.searchParams.set('quote', 'rm');
  const response = await fetchImpl(url, { headers: { Accept: BNM_ACCEPT }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`BNM answered ${response.status}`);
  return ratesOfBnmAnswer(await response.json());
}
