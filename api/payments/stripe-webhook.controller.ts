import { Controller, Headers, HttpCode, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { Public } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { WebhookAckDto } from './payments.dto.js';

@ApiTags('payments')
@Public()
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'receiveStripeWebhook',
    summary: 'Stripe webhook (checkout.session.completed / async_payment_succeeded)',
    description:
      'The Stripe-Signature header is verified on the raw body. Each event id is recorded once; a repeat delivery changes nothing and answers 200. ' +
      'A paid session whose amount matches the order turns the pending order into a paid one and sends its emails.',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: 't=<timestamp>,v1=<HMAC-SHA256 of "t.payload">' })
  @ApiBody({ description: 'The Stripe event, exactly as Stripe sent it', schema: { type: 'object', additionalProperties: true } })
  @ApiOkResponse({ type: WebhookAckDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or bad signature: nothing is changed' })
  async webhook(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookAckDto> {
    valueOrThrow(await this.shop.orders.handlePaymentWebhook(request.rawBody ?? '', signature));
    return { received: true };
  }
}
