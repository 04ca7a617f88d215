/** The ring builder's last step (storefront §2 "Wizard confirmation"). */
export const WIZARD_COMPLETED_PATH = '/wizard-completed';
/** Where a shopper who started with a diamond chooses a setting when the engagement category is unknown (storefront §4). */
export const SETTINGS_FALLBACK_PATH = '/products/engagementring';
