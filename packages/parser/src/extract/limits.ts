/** Spec 000 section 5 limits. */
export const TOP_LINES_FOR_EMAIL = 10;
export const LAST_NAME_MAX = 10;
export const CITY_MAX = 17;
export const HTML_ADDRESS_MAX = 20;
