import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { OutboxListDto, OutboxQueryDto, OutboxRetryDto } from './outbox.dto.js';

@ApiTags('admin: outbox')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/outbox')
export class AdminOutboxController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listOutbox', summary: 'The email outbox, newest first: sent, pending, sending and failed (dead) emails' })
  @ApiOkResponse({ type: OutboxListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@Query() query: OutboxQueryDto): Promise<OutboxListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.adminInbox.outbox.list(params));
    return {
      items: page.items.map((entry) => ({
        id: entry.id,
        to: entry.to,
        subject: entry.subject,
        status: entry.status,
        attempts: entry.attempts,
        lastError: entry.lastError,
        usingFallback: entry.usingFallback,
        createdAt: entry.createdAt.toISOString(),
        nextAttemptAt: entry.nextAttemptAt.toISOString(),
        sentAt: entry.sentAt?.toISOString() ?? null,
      })),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ operationId: 'retryOutboxEntry', summary: 'Send a failed (dead) email again: back to pending, due now' })
  @ApiOkResponse({ type: OutboxRetryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Only failed emails can be retried.' })
  async retry(@Param('id') id: string): Promise<OutboxRetryDto> {
    return { ...valueOrThrow(await this.shop.adminInbox.outbox.retry(id)) };
  }
}
