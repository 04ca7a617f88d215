/** The words of the components screens, one section per screen or part (src/web). */
export const components = {
  breadcrumb: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
  },
  carousel: {
    of: '{value} of {length}',
    goToSlide: 'Go to slide {value}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
  },
  confirmDialog: {
    oneMoment: 'One moment…',
  },
  inscriptionFields: {
    inscription: 'Inscription',
    characters: '{length}/{INSCRIPTIONMAXLENGTH} characters',
    font: 'Font',
    chooseAFont: 'Choose a font',
    inscriptionPreview: 'Inscription preview',
  },
  notice: {
    dismissMessage: 'Dismiss message',
  },
  rangeSlider: {
    minimum: 'Minimum {name}',
    maximum: 'Maximum {name}',
  },
  siteFooter: {
    engagementRingsWeddingBands: 'Engagement rings, wedding bands and fine jewellery, made to order in Kuala Lumpur and set with certified natural and lab-grown diamonds.',
    aboutUs: 'About Us',
    followUs: 'Follow us',
    onOpensInA: '{brandName} on {label} (opens in a new tab)',
    footer: 'Footer',
    gradedBy: 'GRADED BY',
    companyNo: 'Company No. {companyRegistrationNo}',
    callAndWrite: 'Call and write',
    tel: 'Tel:',
    fax: 'Fax: {fax}',
    eMail: 'E-mail:',
    openingHours: 'Opening hours',
    allRightsReserved: '{value}. All rights reserved.',
  },
  siteHeader: {
    telephone: 'Telephone',
    eMail: 'E-mail',
    home: '{brandName} home',
  },
  spinner: {
    loading: 'Loading…',
  },
  turningControls: {
    pause: 'Pause',
    play: 'Play',
  },
  wizardSteps: {
    ringBuilderSteps: 'Ring builder steps',
    step: 'Step {step}:',
    change: 'Change',
    theRing: 'the ring',
    theDiamond: 'the diamond',
    chooseRing: 'Choose Ring',
    chooseDiamond: 'Choose Diamond',
    completed: 'Completed',
  },
} as const;
