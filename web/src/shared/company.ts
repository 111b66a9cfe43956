import { companyAddress } from '../../../domain/shared/company.js';
import { SITE_SETTINGS } from './site/site-settings.js';

/** The company as configured on the server (COMPANY_* variables), sent with the page. */
export const COMPANY = SITE_SETTINGS.company;

export const COMPANY_ADDRESS = companyAddress(COMPANY);

export const COMPANY_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${COMPANY_ADDRESS}, Belgium`)}`;
