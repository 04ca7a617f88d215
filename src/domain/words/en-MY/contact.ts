/** The words of the contact screens, one section per screen or part (src/web). */
export const contact = {
  contactForm: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    messageOptional: 'Message (optional)',
    tellUsWhatYou: 'Tell us what you have in mind — a ring, a diamond, a date to remember…',
    sending: 'Sending…',
    sendEnquiry: 'Send Enquiry',
    weReplyWithinOne: 'We reply within one business day.',
  },
  storeDetails: {
    /** What the map is asked to find: the showroom by its trade name and address. */
    mapsQuery: '{brand} Jewellery, {address}',
    showroom: 'Showroom',
    getDirections: 'Get directions',
    opensGoogleMapsIn: '(opens Google Maps in a new tab)',
    openingHours: 'Opening hours',
    callOrWrite: 'Call or write',
    phone: 'Phone',
    fax: 'Fax',
    eMail: 'E-mail',
    followUs: 'Follow us',
    opensInANew: '(opens in a new tab)',
  },
  storeMap: {
    showroom: 'Showroom',
    openInGoogleMaps: 'Open in Google Maps',
    opensInANew: '(opens in a new tab)',
    mapNotShowing: 'Map not showing?',
    openItInGoogle: 'Open it in Google Maps',
    mapOfTheShowroom: 'Map of the {brandName} showroom at {settings}',
  },
} as const;
