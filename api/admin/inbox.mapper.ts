import type { AdminMessageSummary, AdminQuoteDetail, AdminQuoteSummary } from '../../application/admin-inbox/admin-inquiries.port.js';
import type { AdminMessageView } from '../../application/admin-inbox/browse-inquiries.use-case.js';
import { centsToEuros } from '../../domain/shared/money.js';
import type { AdminMessageDetailDto, AdminMessageSummaryDto, AdminQuoteDetailDto, AdminQuoteSummaryDto } from './inbox.dto.js';

export const toAdminQuoteSummaryDto = (quote: AdminQuoteSummary): AdminQuoteSummaryDto => ({
  id: quote.id,
  customerName: quote.customerName,
  email: quote.email,
  companyName: quote.companyName,
  productId: quote.productId,
  productTitle: quote.productTitle,
  requestType: quote.requestType,
  purchaseOption: quote.purchaseOption,
  quantityRequested: quote.quantityRequested,
  language: quote.language,
  createdAt: quote.createdAt.toISOString(),
});

export const toAdminQuoteDetailDto = (quote: AdminQuoteDetail): AdminQuoteDetailDto => ({
  ...toAdminQuoteSummaryDto(quote),
  phone: quote.phone,
  deliveryAddress: quote.deliveryAddress,
  preferredDeliveryDate: quote.preferredDeliveryDate,
  specialRequirements: quote.specialRequirements,
  transportType: quote.transportType,
  transportPrice: quote.transportPrice === null ? null : centsToEuros(quote.transportPrice),
  colorType: quote.colorType,
  ralColor: quote.ralColor,
});

export const toAdminMessageSummaryDto = (message: AdminMessageSummary): AdminMessageSummaryDto => ({
  id: message.id,
  source: message.source,
  name: message.name,
  email: message.email,
  subject: message.subject,
  language: message.language,
  attachmentCount: message.attachmentCount,
  createdAt: message.createdAt.toISOString(),
});

export const toAdminMessageDetailDto = (message: AdminMessageView): AdminMessageDetailDto => ({
  ...toAdminMessageSummaryDto(message),
  phone: message.phone,
  message: message.message,
  attachments: message.attachments.map((file) => ({
    id: file.id,
    name: file.name,
    size: file.size,
    type: file.contentType,
    downloadUrl: file.downloadUrl,
    expiresAt: file.expiresAt.toISOString(),
  })),
});
