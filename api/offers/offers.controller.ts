import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { Public } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { RateLimit } from '../http/rate-limits.js';
import { requestLanguage } from '../http/request-language.js';
import { sendInvoiceFile } from '../http/send-invoice-file.js';
import { SHOP } from '../shop-token.js';
import { AcceptOfferDto, CustomerOfferDto, DeclineOfferDto, OfferAcceptedDto, OfferFollowUpDto, OfferLinkQueryDto, RequestNewOfferDto } from './offer.dto.js';
import { toCustomerOfferDto } from './offer.mapper.js';

/** Requests a minute per client on each offer link route: a person reads, accepts or declines a few times; guessing tokens is slowed. */
export const OFFER_LINK_RATE_LIMIT = 30;

/** The customer's side of an offer, by the secret token of the link emailed to them (docs/offers.md). */
@ApiTags('offers')
@Public()
@Controller('offers')
export class OffersController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get(':token')
  @RateLimit(OFFER_LINK_RATE_LIMIT)
  @ApiOperation({ operationId: 'getCustomerOffer', summary: 'The newest revision sent, for the holder of the link; the first opening marks it viewed' })
  @ApiOkResponse({ type: CustomerOfferDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No offer has this link, or the offer expired or was declined more than OFFER_LINK_DAYS ago (the message says it has ended)' })
  async view(@Param('token') token: string, @Query() _query: OfferLinkQueryDto, @Req() request: Request): Promise<CustomerOfferDto> {
    return toCustomerOfferDto(valueOrThrow(await this.shop.offers.view(token)), token, requestLanguage(request));
  }

  @Post(':token/accept')
  @HttpCode(201)
  @RateLimit(OFFER_LINK_RATE_LIMIT)
  @ApiOperation({
    operationId: 'acceptOffer',
    summary: 'Accepts the latest revision: records who, when, from where and a hash of the content, and makes the order at the offer\'s prices',
    description: 'bank_transfer: the order and its emails at once, with the structured communication. stripe: the answer carries the paymentUrl. Then paid and invoiced as any order.',
  })
  @ApiCreatedResponse({ type: OfferAcceptedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'name missing, accepted not true, revision or paymentMethod wrong (each named)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not the latest revision, or expired, declined or already accepted: the reason in the language asked for' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The payment page could not be made: nothing was accepted, try again later' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async accept(@Param('token') token: string, @Body() body: AcceptOfferDto, @Req() request: Request): Promise<OfferAcceptedDto> {
    const placed = valueOrThrow(
      await this.shop.offers.accept({
        token,
        name: body.name,
        accepted: body.accepted,
        revision: body.revision,
        paymentMethod: body.paymentMethod,
        ipAddress: request.ip ?? 'unknown',
        userAgent: request.get('user-agent') ?? null,
      }),
    );
    return { orderId: placed.orderId, accessToken: placed.accessToken, ...(placed.paymentUrl === null ? {} : { paymentUrl: placed.paymentUrl }) };
  }

  @Post(':token/decline')
  @HttpCode(200)
  @RateLimit(OFFER_LINK_RATE_LIMIT)
  @ApiOperation({ operationId: 'declineOffer', summary: 'Declines the latest revision, with an optional reason; the company is told by email' })
  @ApiOkResponse({ type: CustomerOfferDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already accepted, declined, superseded or expired' })
  async decline(@Param('token') token: string, @Body() body: DeclineOfferDto, @Req() request: Request): Promise<CustomerOfferDto> {
    return toCustomerOfferDto(valueOrThrow(await this.shop.offers.decline(token, body.reason)), token, requestLanguage(request));
  }

  @Post(':token/request-new')
  @HttpCode(201)
  @RateLimit(OFFER_LINK_RATE_LIMIT)
  @ApiOperation({ operationId: 'requestNewOffer', summary: 'One click: a new quote request linked to this offer, for the company (once per offer; 200 with the same request after)' })
  @ApiCreatedResponse({ type: OfferFollowUpDto })
  @ApiOkResponse({ type: OfferFollowUpDto, description: 'Asked before: the same request' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async requestNew(@Param('token') token: string, @Body() body: RequestNewOfferDto, @Res({ passthrough: true }) response: Response): Promise<OfferFollowUpDto> {
    const followUp = valueOrThrow(await this.shop.offers.requestNew(token, body.message));
    if (!followUp.created) response.status(200);
    return { quoteId: followUp.quoteId, created: followUp.created };
  }

  @Get(':token/pdf')
  @RateLimit(OFFER_LINK_RATE_LIMIT)
  @ApiOperation({ operationId: 'downloadCustomerOfferPdf', summary: "The PDF of the newest revision sent, in the customer's language" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF ({number}-r{revision}.pdf)', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async pdf(@Param('token') token: string, @Query() _query: OfferLinkQueryDto, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return sendInvoiceFile(valueOrThrow(await this.shop.offers.customerPdf(token)), response);
  }
}
