import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { pageDtoOf } from '../http/page-dto.js';
import { SHOP } from '../shop-token.js';
import { AdminMessageDetailDto, AdminMessageListDto, AdminQuoteDetailDto, AdminQuoteListDto } from './inbox.dto.js';
import { toAdminMessageDetailDto, toAdminMessageSummaryDto, toAdminQuoteDetailDto, toAdminQuoteSummaryDto } from './inbox.mapper.js';
import { AdminPageQueryDto } from './orders.dto.js';

/** Quote requests and contact messages (with signed links to their attachments). */
@ApiTags('admin: inbox')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin')
export class AdminInboxController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get('quotes')
  @ApiOperation({ operationId: 'listQuotes', summary: 'Quote requests, newest first' })
  @ApiOkResponse({ type: AdminQuoteListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async quotes(@Query() query: AdminPageQueryDto): Promise<AdminQuoteListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.adminInbox.quotes.list(params));
    return pageDtoOf(page, toAdminQuoteSummaryDto);
  }

  @Get('quotes/:id')
  @ApiOperation({ operationId: 'getQuote', summary: 'One quote request' })
  @ApiOkResponse({ type: AdminQuoteDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async quote(@Param('id') id: string): Promise<AdminQuoteDetailDto> {
    return toAdminQuoteDetailDto(valueOrThrow(await this.shop.adminInbox.quotes.get(id)));
  }

  @Get('inbox/messages')
  @ApiOperation({ operationId: 'listMessages', summary: 'Contact messages, newest first' })
  @ApiOkResponse({ type: AdminMessageListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async messages(@Query() query: AdminPageQueryDto): Promise<AdminMessageListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.adminInbox.messages.list(params));
    return pageDtoOf(page, toAdminMessageSummaryDto);
  }

  @Get('inbox/messages/:id')
  @ApiOperation({ operationId: 'getMessage', summary: 'One contact message with its attachments, each with a download link valid 15 minutes' })
  @ApiOkResponse({ type: AdminMessageDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async message(@Param('id') id: string): Promise<AdminMessageDetailDto> {
    return toAdminMessageDetailDto(valueOrThrow(await this.shop.adminInbox.messages.get(id)));
  }
}
