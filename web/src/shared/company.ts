import { COMPANY_ADDRESS } from '../../../domain/shared/company.js';

export { COMPANY, COMPANY_ADDRESS } from '../../../domain/shared/company.js';

export const COMPANY_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${COMPANY_ADDRESS}, Belgium`)}`;
