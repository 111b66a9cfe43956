import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { Public } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { RateLimit } from '../http/rate-limits.js';
import { sendInvoiceFile } from '../http/send-invoice-file.js';
import { SHOP } from '../shop-token.js';
import { GiveNoticeDto, RentalDto, RentalLanguageQueryDto } from './rental.dto.js';
import { customerDocumentPath, toRentalDto } from './rental.mapper.js';

/** Requests a minute per client address on the rental page's routes: plenty for a person, little for guessing links. */
export const RENTAL_LINK_RATE_LIMIT = 30;

/** The customer's rental page (docs/rentals.md): opened by the secret link in every rental email. */
@ApiTags('rentals')
@Public()
@RateLimit(RENTAL_LINK_RATE_LIMIT)
@Controller('rentals')
export class RentalsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get(':token')
  @ApiOperation({ operationId: 'getRental', summary: 'The rental contract a link opens: periods, invoices and credit notes (PDF links), state, next invoice date, notice form data' })
  @ApiOkResponse({ type: RentalDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No contract has this link, or the rent ended and was settled more than RENTAL_LINK_DAYS ago (the message says it has ended)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async get(@Param('token') token: string, @Query() _query: RentalLanguageQueryDto): Promise<RentalDto> {
    return toRentalDto(valueOrThrow(await this.shop.rentals.get(token)), customerDocumentPath(token));
  }

  @Post(':token/notice')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'giveRentalNotice',
    summary: 'Gives notice with a pick-up day (or moves it): at least the notice period from today, at most a year ahead, not before delivery, never once the shop ended the rent; later periods are no longer invoiced',
  })
  @ApiOkResponse({ type: RentalDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'pickupDate too soon, over a year ahead, before delivery, the contract not delivered, ended or ended early by the shop, or notice given RENTAL_NOTICES_PER_DAY times today (names pickupDate)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async notice(@Param('token') token: string, @Body() body: GiveNoticeDto): Promise<RentalDto> {
    return toRentalDto(valueOrThrow(await this.shop.rentals.giveNotice(token, { pickupDate: body.pickupDate })), customerDocumentPath(token));
  }

  @Get(':token/documents/:file')
  @ApiOperation({ operationId: 'downloadRentalDocument', summary: 'One invoice or credit note of the contract as PDF ({number}.pdf) or UBL ({number}.xml)' })
  @ApiProduces('application/pdf', 'application/xml')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async document(@Param('token') token: string, @Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const match = /^(.+)\.(pdf|xml)$/.exec(file);
    return sendInvoiceFile(valueOrThrow(await this.shop.rentals.document(token, match?.[1] ?? '', match?.[2] === 'xml' ? 'xml' : 'pdf')), response);
  }
}
