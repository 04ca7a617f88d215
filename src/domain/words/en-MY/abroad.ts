/** The words of selling abroad (issue 28): addresses in the shipping countries, delivery and duties, payment by destination, prices in the shopper's currency. */
export const abroad = {
  address: {
    country: 'Country / Region',
    regionLabel: 'State / Province / Region',
    regionPlaceholder: '-- Please Select --',
    phone: 'Please enter a valid phone number of {country}, e.g. {example}.',
    postal: 'Please enter a valid postcode of {country}.',
    region: 'Please select a state or region of {country} from the list.',
    poBox: 'We cannot deliver to a P.O. Box: every parcel is insured and handed over against a signature, Monday to Friday. Please give a street address.',
    chooseCountry: 'Please choose a country or region from the list.',
    notShipped: 'We do not ship to this country or region. Please choose one of the 45 countries and regions we deliver to.',
  },
  delivery: {
    deliveredIn: 'Delivered to {country} in {min}–{max} working days',
    mondayToFriday: 'Free insured shipping; deliveries Monday to Friday, signature required.',
    shipTo: 'Deliver to',
  },
  duties: {
    estimate: 'Import taxes in {country}: about {amount} ({rate}), payable to your customs on delivery.',
    estimateRange: 'Import taxes in {country}: {low} to {high} ({rate}), payable to your customs on delivery.',
    none: 'No import taxes for deliveries within {country}.',
    unknown: 'Import taxes and duties of {country}, if any, are payable to your customs on delivery.',
  },
  payment: {
    cardRefused: 'Card payments are not accepted from Canada, Brazil or the USA. Please pay by bank transfer instead: choose Bank Transfer and we will e-mail you our bank details.',
    fpxMalaysiaOnly: 'FPX online banking is for Malaysian bank accounts and deliveries within Malaysia. Please pay by card or bank transfer.',
    billingCountry: 'Country of the card’s billing address',
    bankTransfer: 'Bank Transfer',
    bankTransferShort: 'Transfer',
    bankTransferHint: 'Transfer the total to our bank account; we dispatch once it has arrived.',
    bankTransferInstructions: 'Please transfer {amount} to {company}, {bank} account {account} (SWIFT {swift}) with your order number {order} as the reference. Your order is confirmed when our staff see the payment arrive.',
    heldForReview: 'Held for review: an order of US$1,000 or more delivered to another country than the card’s billing country is checked by our staff before it ships.',
  },
  currency: {
    picker: 'Currency',
    chargedInRm: 'You are charged in RM; amounts in {currency} are shown as a guide.',
    approx: '≈ {amount}',
    ratesOf: 'Exchange rates of {date}.',
    shownAt: 'Shown in {currency} at 1 {currency} = RM {rate}',
  },
  mail: {
    deliveredTo: 'Delivered to {country}.',
    shownIn: 'Charged in RM: {total} (about {shown} at 1 {currency} = RM {rate}, as shown when you ordered).',
  },
  signs: { MYR: 'RM', SGD: 'S$', USD: 'US$', AUD: 'A$', EUR: '€', GBP: '£', BND: 'B$', IDR: 'Rp', PHP: '₱', CNY: 'CN¥', HKD: 'HK$' },
  money: '{sign}{amount}',
  cms: {
    country: 'Country',
    allCountries: 'All countries',
    notHeld: 'This order is not held for review.',
  },
} as const;
