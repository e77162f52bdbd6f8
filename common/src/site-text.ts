/** Words the site shows about itself: product name, tagline, and the date of the privacy policy and terms. */
export const PRODUCT_NAME = 'FactLens';
export const TAGLINE = 'Stop the spread of misinformation';
/** "Effective" date printed on the privacy policy and the terms of service. */
export const LEGAL_EFFECTIVE_DATE = 'August 20, 2025';
