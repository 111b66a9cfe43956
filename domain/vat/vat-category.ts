/**
 * EN 16931 VAT category codes (UNCL5305 subset, BT-151 / BT-118) the shop uses:
 * S standard rate, K intra-Community supply (exempt), AE reverse charge.
 */
export const VAT_CATEGORIES = ['S', 'K', 'AE'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** CEF VATEX exemption reason codes (BT-121) for the zero-rated categories. */
export const VAT_EXEMPTION_REASON_CODES = { K: 'VATEX-EU-IC', AE: 'VATEX-EU-AE' } as const;
export type VatExemptionReasonCode = (typeof VAT_EXEMPTION_REASON_CODES)[keyof typeof VAT_EXEMPTION_REASON_CODES];
