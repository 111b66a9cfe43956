import type { Language } from '../../domain/shared/language.js';
import { centsToEuros } from '../../domain/shared/money.js';
import type { VatGroup } from '../../domain/vat/vat-breakdown.js';
import { vatMentionText, type VatDecision } from '../../domain/vat/vat-decision.js';
import type { VatDetailDto } from './vat-detail.dto.js';

type VatDetailSource = Omit<VatDecision, 'breakdown' | 'ossEnabled' | 'decidedAt' | 'vatCheckedAt'> & { readonly breakdown: readonly VatGroup[] };

export const toVatDetailDto = (decision: VatDetailSource, language: Language): VatDetailDto => ({
  breakdown: decision.breakdown.map((group) => ({
    category: group.category,
    ratePercent: group.ratePercent,
    net: centsToEuros(group.net),
    vat: centsToEuros(group.vat),
    exemptionReasonCode: group.exemptionReasonCode,
  })),
  mention: vatMentionText(decision.breakdown, language),
  customerKind: decision.customerKind,
  companyName: decision.companyName,
  vatNumber: decision.vatNumber,
  vatNumberConfirmed: decision.vatNumberCheck === 'confirmed',
  vatNumberCheck: decision.vatNumberCheck,
  viesConsultation: decision.viesConsultation,
});
