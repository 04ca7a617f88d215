import type { LineDiamond } from '../../../domain/contract/orders';

export type { LineDiamond, OrderListEntry } from '../../../domain/contract/orders';

/** 'Round 1.01 ct · D · VVS1 · EX · GIA 1234567'. */
export function diamondSummary(d: LineDiamond): string {
  const head = [d.SHAPE, `${d.CARAT} ct`].filter(Boolean).join(' ');
  return [head, d.COLOR, d.CLARITY, d.CUT, [d.LAB, d.CERTIFICATE_NO].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
}
