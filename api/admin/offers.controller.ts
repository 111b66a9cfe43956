import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { OfferRequest } from '../../application/offers/create-offer.use-case.js';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole, type RequestWithUser } from '../http/access.js';
import { ApplicationException, valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { pageDtoOf } from '../http/page-dto.js';
import { requestLanguage } from '../http/request-language.js';
import { sendInvoiceFile } from '../http/send-invoice-file.js';
import { SHOP } from '../shop-token.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { OfferInputDto } from './offer-input.dto.js';
import { AdminOfferDto, AdminOfferListDto, AdminOfferListQueryDto } from './offers.dto.js';
import { toAdminOfferDto, toAdminOfferSummaryDto } from './offers.mapper.js';
import { adminEmailOf } from './orders.controller.js';

/** The body as the use cases read it: the terms as given, the customer, who asks. */
const offerRequestOf = (body: OfferInputDto, by: string): OfferRequest => {
  const { quoteId, customer, language, lang: _lang, ...terms } = body;
  return { quoteId, customer, language, terms, by };
};

@ApiTags('admin: offers')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/offers')
export class AdminOffersController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ operationId: 'createOffer', summary: 'A draft offer with its number, from a quote request or for a customer who phoned; priced, VAT decided as for orders' })
  @ApiCreatedResponse({ type: AdminOfferDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Each bad field named (negative price, discount over 100 % or the line, quantity outside 1..100, validity in the past, unknown product, empty offer)' })
  async create(@Body() body: OfferInputDto, @Req() request: RequestWithUser): Promise<AdminOfferDto> {
    return toAdminOfferDto(valueOrThrow(await this.shop.offers.create(offerRequestOf(body, adminEmailOf(request)))), requestLanguage(request));
  }

  @Get()
  @ApiOperation({ operationId: 'listOffers', summary: 'Offers, newest first, with their status as seen today and the dates of each status' })
  @ApiOkResponse({ type: AdminOfferListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@Query() query: AdminOfferListQueryDto): Promise<AdminOfferListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.offers.list(params));
    return pageDtoOf(page, toAdminOfferSummaryDto);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getAdminOffer', summary: 'One offer with every revision, the dated events, the acceptance and the order' })
  @ApiOkResponse({ type: AdminOfferDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async detail(@Param('id') id: string, @Req() request: RequestWithUser): Promise<AdminOfferDto> {
    return toAdminOfferDto(valueOrThrow(await this.shop.offers.get(id)), requestLanguage(request));
  }

  @Put(':id')
  @ApiOperation({ operationId: 'reviseOffer', summary: 'The offer as it should now read: a draft changes in place, a sent offer gets its next revision (a draft until sent)' })
  @ApiOkResponse({ type: AdminOfferDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Accepted (or ordered, paid): never changed; or changed by someone else meanwhile' })
  async revise(@Param('id') id: string, @Body() body: OfferInputDto, @Req() request: RequestWithUser): Promise<AdminOfferDto> {
    return toAdminOfferDto(valueOrThrow(await this.shop.offers.revise(id, offerRequestOf(body, adminEmailOf(request)))), requestLanguage(request));
  }

  @Post(':id/send')
  @HttpCode(200)
  @ApiOperation({ operationId: 'sendOffer', summary: "Emails the draft revision to the customer in their language, the PDF attached and a secret link to /{lang}/offer/{token}" })
  @ApiOkResponse({ type: AdminOfferDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not a draft, or its validity ended' })
  async send(@Param('id') id: string, @Req() request: RequestWithUser): Promise<AdminOfferDto> {
    return toAdminOfferDto(valueOrThrow(await this.shop.offers.send(id, adminEmailOf(request))), requestLanguage(request));
  }

  @Get(':id/revisions/:revision/pdf')
  @ApiOperation({ operationId: 'downloadOfferPdf', summary: 'The PDF of any revision, drafts included' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF ({number}-r{revision}.pdf)', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async pdf(@Param('id') id: string, @Param('revision') revision: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    if (!/^[1-9]\d{0,5}$/.test(revision)) throw new ApplicationException({ kind: 'not-found', message: OFFER_MESSAGES.offerNotFound });
    return sendInvoiceFile(valueOrThrow(await this.shop.offers.pdf(id, Number(revision))), response);
  }
}
