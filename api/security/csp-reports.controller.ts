import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { Public } from '../http/access.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { RateLimit } from '../http/rate-limits.js';
import { SHOP } from '../shop-token.js';
import { CSP_REPORT_RATE_LIMIT, CSP_REPORT_TYPES, cspViolationsOf } from './csp-report.js';

@ApiTags('security')
@Public()
@Controller('csp-reports')
export class CspReportsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @HttpCode(204)
  @RateLimit(CSP_REPORT_RATE_LIMIT)
  @ApiOperation({
    operationId: 'reportCspViolation',
    summary: 'Content Security Policy violation reports from browsers (report-uri and report-to of the policy)',
    description: `Accepts ${CSP_REPORT_TYPES.join(' and ')}, at most 16 kB; each violation is logged (URLs without their query). ${CSP_REPORT_RATE_LIMIT} a minute per address.`,
  })
  @ApiConsumes(...CSP_REPORT_TYPES)
  @ApiBody({ schema: { oneOf: [{ type: 'object', properties: { 'csp-report': { type: 'object' } } }, { type: 'array', items: { type: 'object' } }] } })
  @ApiNoContentResponse({ description: 'Received (whatever it held)' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Body over 16 kB' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  report(@Body() body: unknown): void {
    for (const violation of cspViolationsOf(body)) this.shop.logger.warn({ csp: violation }, 'content security policy violation');
  }
}
