import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { sendInvoiceFile } from '../http/send-invoice-file.js';
import { SHOP } from '../shop-token.js';
import { InvoiceListDto, InvoiceListQueryDto, ResentInvoiceDto } from './invoices.dto.js';

@ApiTags('admin: invoices')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/invoices')
export class AdminInvoicesController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listInvoices', summary: 'Invoices and credit notes issued in a period (issue days, both included)' })
  @ApiOkResponse({ type: InvoiceListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A date that is not YYYY-MM-DD (names from or to)' })
  async list(@Query() query: InvoiceListQueryDto): Promise<InvoiceListDto> {
    const items = valueOrThrow(await this.shop.invoices.list({ from: query.from, to: query.to }));
    return {
      items: items.map((item) => ({
        number: item.number,
        kind: item.kind,
        issueDate: item.issueDate,
        orderId: item.orderId,
        orderNumber: item.orderNumber,
        customerName: item.customerName,
        customerVatNumber: item.customerVatNumber,
        net: centsToEuros(item.net),
        vat: centsToEuros(item.vat),
        total: centsToEuros(item.total),
        peppolState: item.peppolState,
        correctsNumber: item.correctsNumber,
        pdfUrl: `/api/admin/invoices/${item.number}.pdf`,
        ublUrl: item.hasUbl ? `/api/admin/invoices/${item.number}.xml` : null,
      })),
    };
  }

  @Get(':file')
  @ApiOperation({ operationId: 'downloadInvoiceFile', summary: 'One document as PDF ({number}.pdf) or UBL, Peppol BIS Billing 3.0 ({number}.xml)' })
  @ApiProduces('application/pdf', 'application/xml')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async file(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const match = /^(.+)\.(pdf|xml)$/.exec(file);
    return sendInvoiceFile(valueOrThrow(await this.shop.invoices.file(match?.[1] ?? '', match?.[2] === 'xml' ? 'xml' : 'pdf')), response);
  }

  @Post(':number/resend')
  @HttpCode(202)
  @ApiOperation({ operationId: 'resendInvoice', summary: "Sends the document's email again (PDF, and UBL for a buyer with a Peppol address) through the outbox; clicks within a minute send one" })
  @ApiAcceptedResponse({ type: ResentInvoiceDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async resend(@Param('number') number: string): Promise<ResentInvoiceDto> {
    return valueOrThrow(await this.shop.invoices.resend(number));
  }
}
