/** Support contact details shown across the site (spec section 9). */
export const SUPPORT_EMAIL = 'support@candlelens.app';
export const SUPPORT_HOURS = 'Monday to Friday, 9:00 to 17:00 IST';
export const SUPPORT_RESPONSE = 'within 24 to 48 hours on business days';
