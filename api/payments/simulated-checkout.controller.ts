import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import type { SimulatedPaymentGateway, SimulatedSession } from '../../adapters/local/simulated-payments-gateway.js';
import { simulatedCheckoutMissingPage, simulatedCheckoutPage } from '../../adapters/local/simulated-payments-page.js';
import { ORDER_MESSAGES } from '../../application/orders/order-messages.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import { Public } from '../http/access.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';
import { ApplicationException, valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';

const SESSION_NOT_FOUND = new ApplicationException({ kind: 'not-found', message: ORDER_MESSAGES.orderNotFound });

/**
 * The built-in stand-in for Stripe's hosted checkout (only when no Stripe key
 * is configured): a page with Pay and Cancel; Pay delivers a signed
 * checkout.session.completed event to the same webhook handler.
 */
@ApiTags('payments')
@Public()
@Controller('payments/simulated')
export class SimulatedCheckoutController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get(':sessionId')
  @ApiOperation({ operationId: 'showSimulatedCheckout', summary: 'The simulated payment page (HTML, offline default without Stripe keys)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The payment page', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'Unknown or expired session, or Stripe is configured (the page in HTML)', content: { 'text/html': { schema: { type: 'string' } } } })
  async page(@Param('sessionId') sessionId: string, @Query() query: LanguageQueryDto, @Res() response: Response): Promise<void> {
    const gateway = this.gateway();
    const session = await gateway.session(sessionId);
    const language = query.lang ?? session?.language ?? DEFAULT_LANGUAGE;
    response.setHeader('Cache-Control', 'no-store');
    response.status(session === null ? 404 : 200).type('html');
    response.send(session === null ? simulatedCheckoutMissingPage(language) : simulatedCheckoutPage(session, language));
  }

  @Post(':sessionId/pay')
  @HttpCode(303)
  @ApiOperation({ operationId: 'paySimulatedCheckout', summary: 'Simulated payment: delivers a signed checkout.session.completed to the webhook handler, then 303 to the success url' })
  @ApiResponse({ status: 303, description: 'Redirect to /{lang}/order-confirmation/{sessionId}', headers: { Location: { description: 'The success url', schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async pay(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    const gateway = this.gateway();
    const session = await this.session(gateway, sessionId);
    const delivery = gateway.completedEvent(session);
    valueOrThrow(await this.shop.orders.handlePaymentWebhook(delivery.payload, delivery.signature));
    response.redirect(303, session.successUrl);
  }

  @Post(':sessionId/cancel')
  @HttpCode(303)
  @ApiOperation({ operationId: 'cancelSimulatedCheckout', summary: 'Leaves the simulated payment page: 303 to the cart-checkout page; the order stays pending' })
  @ApiResponse({ status: 303, description: 'Redirect to /{lang}/cart-checkout', headers: { Location: { description: 'The cancel url', schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async cancel(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    response.redirect(303, (await this.session(this.gateway(), sessionId)).cancelUrl);
  }

  private gateway(): SimulatedPaymentGateway {
    const gateway = this.shop.orders.simulatedCheckout;
    if (gateway === null) throw SESSION_NOT_FOUND;
    return gateway;
  }

  private async session(gateway: SimulatedPaymentGateway, sessionId: string): Promise<SimulatedSession> {
    const session = await gateway.session(sessionId);
    if (session === null) throw SESSION_NOT_FOUND;
    return session;
  }
}
