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
import { OptionalSession, Public } from '../http/access.js';
import { sessionTokenOf } from '../http/session-cookie.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { ORDER_RATE_LIMIT, RateLimit } from '../http/rate-limits.js';
import { viesLookupBudget } from '../http/vies-lookup-budget.js';
import { SHOP } from '../shop-token.js';
import { CreateOrderDto } from './create-order.dto.js';
import { OrderConfirmationDto, OrderConfirmationQueryDto, PlacedOrderDto } from './order.dto.js';
import { toConfirmedOrderDto } from './order.mapper.js';
import { InvoiceFileQueryDto } from './invoice-file-query.dto.js';
import { sendInvoiceFile } from '../http/send-invoice-file.js';

@ApiTags('orders')
@Public()
@Controller('orders')
export class OrdersController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @HttpCode(201)
  @OptionalSession()
  @RateLimit(ORDER_RATE_LIMIT)
  @ApiOperation({
    operationId: 'placeOrder',
    summary: 'Places an order from a cart, priced again on the server',
    description:
      'bank_transfer: the order, its items and the confirmation emails are written in one transaction and the cart is emptied. ' +
      'stripe: a payment session is created and its paymentUrl returned; the cart is emptied then and the emails follow the payment.',
  })
  @ApiCreatedResponse({ type: PlacedOrderDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A bad or missing field (e.g. shippingAddress.email), or an empty cart' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown cart' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A line can no longer be ordered as chosen (named in the message), or the cart changed meanwhile' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The payment session could not be created (Payment Error)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async create(@Body() body: CreateOrderDto, @Req() request: Request): Promise<PlacedOrderDto> {
    const user = await this.shop.accounts.currentUser(sessionTokenOf(request));
    const placed = valueOrThrow(
      await this.shop.orders.placeOrder({
        cartId: body.cartId,
        language: body.lang,
        paymentMethod: body.paymentMethod,
        shippingAddress: body.shippingAddress,
        billingAddress: body.billingAddress ?? undefined,
        customer: body.customer ?? null,
        userId: user?.id ?? null,
        vatLookups: viesLookupBudget(this.shop.requestLimiter, request),
      }),
    );
    return { orderId: placed.orderId, accessToken: placed.accessToken, ...(placed.paymentUrl === null ? {} : { paymentUrl: placed.paymentUrl }) };
  }

  @Get('by-session/:sessionId')
  @ApiOperation({ operationId: 'getOrderBySession', summary: "An online-payment order's confirmation by its payment session id (cs_…), as the payment page returns to it" })
  @ApiOkResponse({ type: OrderConfirmationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Order not found' })
  async bySession(@Param('sessionId') sessionId: string, @Query() _query: OrderConfirmationQueryDto): Promise<OrderConfirmationDto> {
    return toConfirmedOrderDto(valueOrThrow(await this.shop.orders.getConfirmationBySession(sessionId)), { session: sessionId });
  }

  @Get(':orderId')
  @ApiOperation({ operationId: 'getOrder', summary: "An order's confirmation for the holder of its access token" })
  @ApiOkResponse({ type: OrderConfirmationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Order not found (also for a missing or wrong token)' })
  async byId(@Param('orderId') orderId: string, @Query() query: OrderConfirmationQueryDto): Promise<OrderConfirmationDto> {
    return toConfirmedOrderDto(valueOrThrow(await this.shop.orders.getConfirmation(orderId, query.token)), { token: query.token });
  }

  @Get(':orderId/invoices/:file')
  @ApiOperation({ operationId: 'downloadOrderInvoiceFile', summary: "The order's invoice or credit note as PDF ({number}.pdf) or UBL ({number}.xml), for the holder of the order's token or payment session" })
  @ApiProduces('application/pdf', 'application/xml')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such document of this order, or a wrong token' })
  async invoiceFile(
    @Param('orderId') orderId: string,
    @Param('file') file: string,
    @Query() query: InvoiceFileQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const match = /^(.+)\.(pdf|xml)$/.exec(file);
    const found = valueOrThrow(
      await this.shop.invoices.customerFile({ orderId, token: query.token, session: query.session, number: match?.[1] ?? '', format: match?.[2] === 'xml' ? 'xml' : 'pdf' }),
    );
    return sendInvoiceFile(found, response);
  }
}
