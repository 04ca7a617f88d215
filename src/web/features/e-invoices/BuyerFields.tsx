import type { EInvoiceRequestInput } from '../../../domain/contract/e-invoices';
import { BUYER_KINDS, buyerProblems, type BuyerKind, type BuyerProblem } from '../../../domain/e-invoice/parties';
import { buyerProblemWords } from '../../../domain/e-invoice/words';
import { t } from '../../../domain/words/catalogue';
import { SelectField, TextField } from '../../components/FormField';

export type BuyerForm = Required<EInvoiceRequestInput>;
export const EMPTY_BUYER: BuyerForm = { kind: 'mykad', name: '', id_number: '', tin: '', email: '', phone: '' };

const KIND_WORDS = (): Record<BuyerKind, string> => ({ mykad: t('eInvoices.buyerKinds.mykad'), passport: t('eInvoices.buyerKinds.passport'), company: t('eInvoices.buyerKinds.company') });

/** What the TIN is for each buyer: a person's is optional (the label stays one line beside the identification's). */
const TIN_HINTS = (): Record<BuyerKind, string | undefined> => ({ mykad: t('eInvoices.request.tinHintMykad'), passport: t('eInvoices.request.tinHintPassport'), company: undefined });

/** Which field each problem belongs to. */
const FIELD_OF: Record<BuyerProblem, keyof BuyerForm> = { name: 'name', mykad: 'id_number', passport: 'id_number', brn: 'id_number', tin: 'tin', tinRequired: 'tin', tinNotFound: 'tin', email: 'email' };

/** The problems of the buyer's details, by field, in the catalogue's words (the server checks the same rules). */
export function buyerErrors(buyer: BuyerForm): Partial<Record<keyof BuyerForm, string>> {
  const words = buyerProblemWords();
  const problems = buyerProblems({ kind: buyer.kind, name: buyer.name, idNumber: buyer.id_number, tin: buyer.tin, email: buyer.email, phone: buyer.phone });
  return Object.fromEntries(problems.map((p) => [FIELD_OF[p], words[p]]));
}

/**
 * The buyer's details for an e-invoice: who (a Malaysian by MyKad, a foreigner by passport, a company by BRN), the
 * name, the identification, the TIN (optional for a person, required for a company), e-mail and telephone.
 */
export function BuyerFields({ buyer, onChange, errors = {}, idPrefix }: { buyer: BuyerForm; onChange(buyer: BuyerForm): void; errors?: Partial<Record<keyof BuyerForm, string>>; idPrefix: string }) {
  const set = (field: keyof BuyerForm) => (e: { target: { value: string } }) => onChange({ ...buyer, [field]: e.target.value });
  const kinds = KIND_WORDS();
  const kind = buyer.kind;
  const idLabel = buyer.kind === 'mykad' ? t('eInvoices.request.mykad') : buyer.kind === 'passport' ? t('eInvoices.request.passport') : t('eInvoices.request.brn');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField id={`${idPrefix}-kind`} label={t('eInvoices.request.buyerType')} value={kind} onChange={(e) => onChange({ ...buyer, kind: e.target.value as BuyerKind })} className="sm:col-span-2">
        {BUYER_KINDS.map((k) => (
          <option key={k} value={k}>
            {kinds[k]}
          </option>
        ))}
      </SelectField>
      <TextField id={`${idPrefix}-name`} label={t('eInvoices.request.name')} value={buyer.name} onChange={set('name')} error={errors.name} autoComplete="name" maxLength={150} className="sm:col-span-2" />
      <TextField id={`${idPrefix}-id`} label={idLabel} value={buyer.id_number} onChange={set('id_number')} error={errors.id_number} maxLength={30} inputMode={buyer.kind === 'mykad' ? 'numeric' : 'text'} />
      <TextField id={`${idPrefix}-tin`} label={t('eInvoices.request.tin')} hint={TIN_HINTS()[buyer.kind]} value={buyer.tin} onChange={set('tin')} error={errors.tin} maxLength={20} />
      <TextField id={`${idPrefix}-email`} label={t('eInvoices.request.email')} type="email" value={buyer.email} onChange={set('email')} error={errors.email} autoComplete="email" maxLength={200} />
      <TextField id={`${idPrefix}-phone`} label={t('eInvoices.request.phone')} type="tel" value={buyer.phone} onChange={set('phone')} autoComplete="tel" maxLength={30} />
    </div>
  );
}
