import { Body, Controller, HttpCode, Inject, Post, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole, type RequestWithUser } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { adminEmailOf } from './orders.controller.js';
import { ErasureReportDto, PersonalDataSummaryDto, PrivacyRequestDto } from './privacy.dto.js';

const count = (counts: Readonly<Record<string, number>>, name: string): number => counts[name] ?? 0;

/** A person's data on request (GDPR art. 15, 17, 20; docs/privacy.md): what is held, the export, the erasure. */
@ApiTags('admin: privacy')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/privacy')
export class AdminPrivacyController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post('lookup')
  @HttpCode(200)
  @ApiOperation({ operationId: 'lookUpPersonalData', summary: 'What the shop holds about an email address: counts, open orders, and the invoices kept for their legal period' })
  @ApiOkResponse({ type: PersonalDataSummaryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async lookup(@Body() body: PrivacyRequestDto): Promise<PersonalDataSummaryDto> {
    const summary = valueOrThrow(await this.shop.privacy.describe(body.email));
    return { ...summary, openOrders: [...summary.openOrders], invoices: summary.invoices.map((invoice) => ({ ...invoice })) };
  }

  @Post('export')
  @HttpCode(200)
  @ApiOperation({ operationId: 'exportPersonalData', summary: 'Everything held about an email address as a zip: personal-data.json, the invoice PDFs and the message attachments' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async export(@Body() body: PrivacyRequestDto, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const exported = valueOrThrow(await this.shop.privacy.export(body.email));
    response.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(exported.zip, { type: 'application/zip', disposition: `attachment; filename="${exported.filename}"`, length: exported.zip.length });
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'erasePersonalData',
    summary: 'Removes or anonymises what the law does not require to keep about an email address; invoices stay, downloadable, for their legal period',
  })
  @ApiOkResponse({ type: ErasureReportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "An admin's account, an open order or a running rental" })
  async erase(@Body() body: PrivacyRequestDto, @Req() request: RequestWithUser): Promise<ErasureReportDto> {
    const report = valueOrThrow(await this.shop.privacy.erase(body.email, adminEmailOf(request)));
    const counts = report.counts;
    return {
      email: report.email,
      counts: {
        account: count(counts, 'account'),
        ordersAnonymised: count(counts, 'ordersAnonymised'),
        orderNotes: count(counts, 'orderNotes'),
        quotes: count(counts, 'quotes'),
        messages: count(counts, 'messages'),
        attachments: count(counts, 'attachments'),
        emails: count(counts, 'emails'),
        offersAnonymised: count(counts, 'offersAnonymised'),
        rentalsAnonymised: count(counts, 'rentalsAnonymised'),
        signInFailures: count(counts, 'signInFailures'),
        auditRecordsRedacted: count(counts, 'auditRecordsRedacted'),
      },
      invoicesKept: report.invoicesKept,
      failedFiles: report.failedFileKeys.length,
    };
  }
}
