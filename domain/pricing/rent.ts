import type { Cents } from '../shared/money.js';

/** A rental month is 30 days; the minimum rental period is one such month. */
export const RENT_MONTH_DAYS = 30;
export const MINIMUM_RENTAL_DAYS = 30;

export const rentPerMonth = (dailyPrice: Cents): Cents => dailyPrice * RENT_MONTH_DAYS;
