import type { OrderEmails } from '../order-emails.port.js';
import { orderEmailsWith, type OrderEmailSettings } from '../order-emails.js';

/** The real order emails for other features' use-case tests, as the composition root builds them. */
export const testOrderEmails = (settings: OrderEmailSettings): OrderEmails => orderEmailsWith(settings);
