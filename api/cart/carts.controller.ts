import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { RateLimit } from '../http/rate-limits.js';
import { viesLookupBudget } from '../http/vies-lookup-budget.js';
import { SHOP } from '../shop-token.js';
import { AddCartItemDto, UpdateCartItemDto } from './cart-item-request.dto.js';
import { CartDto, CreatedCartDto } from './cart.dto.js';
import { CartQueryDto } from './cart-query.dto.js';
import { toCartDto } from './cart.mapper.js';
import { Public } from '../http/access.js';

/** New carts a minute from one address. */
export const CART_CREATION_RATE_LIMIT = 60;

const languageOf = (query: LanguageQueryDto, body?: { readonly lang?: Language | undefined }): Language =>
  query.lang ?? body?.lang ?? DEFAULT_LANGUAGE;

@ApiTags('carts')
@Public()
@Controller('carts')
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown or malformed cart id, item or product' })
export class CartsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @RateLimit(CART_CREATION_RATE_LIMIT)
  @ApiOperation({ operationId: 'createCart', summary: "A new empty cart; its unguessable id is the visitor's key to it" })
  @ApiCreatedResponse({ type: CreatedCartDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async create(): Promise<CreatedCartDto> {
    return valueOrThrow(await this.shop.carts.create());
  }

  @Get(':id')
  // A cart is private to its visitor: no shared cache may keep it.
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'getCart',
    summary: 'The cart priced on the server; lines that can no longer be ordered carry a problem',
    description:
      'VAT for the customer the query describes (a consumer by default): a business VAT number is checked with VIES; ' +
      'when VIES cannot be asked, vatDetail.vatNumberCheck is "unavailable" and VAT is charged. See docs/vat.md. ' +
      'VIES is asked only for a cart that exists, and only for a few new numbers a minute per client address (docs/security.md).',
  })
  @ApiOkResponse({ type: CartDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A VAT number whose format or check digits are wrong (names vatNumber)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: "The address's VIES lookups for this minute are spent (Retry-After says when to come back)" })
  async get(@Param('id') id: string, @Query() query: CartQueryDto, @Req() request: Request): Promise<CartDto> {
    const language = languageOf(query);
    const customer = { kind: query.customerKind, vatNumber: query.vatNumber, country: query.country };
    return toCartDto(valueOrThrow(await this.shop.carts.get(id, language, customer, viesLookupBudget(this.shop.requestLimiter, request))), language);
  }

  @Post(':id/items')
  @ApiOperation({ operationId: 'addCartItem', summary: 'Adds a line; the server computes the unit price, the transport price and the totals' })
  @ApiCreatedResponse({ type: CartDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Bad quantity, postcode, delivery option, or a price/total field in the body' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Needs a quote (price on request, wish colour, no price), product unavailable, or cart full' })
  async addItem(@Param('id') id: string, @Query() query: LanguageQueryDto, @Body() body: AddCartItemDto): Promise<CartDto> {
    const language = languageOf(query, body);
    const cart = await this.shop.carts.addItem({
      cartId: id,
      productId: body.productId,
      condition: body.condition,
      colorType: body.colorType,
      ralColor: body.ralColor?.trim() || null,
      quantity: body.quantity,
      transport: { option: body.transport.option, country: body.transport.country ?? null, postcode: body.transport.postcode ?? null },
      language,
    });
    return toCartDto(valueOrThrow(cart), language);
  }

  @Patch(':id/items/:itemId')
  @ApiOperation({ operationId: 'updateCartItem', summary: "Changes a line's quantity (1..100) and recomputes its transport price" })
  @ApiOkResponse({ type: CartDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async updateItem(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @Query() query: LanguageQueryDto,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartDto> {
    const language = languageOf(query, body);
    return toCartDto(valueOrThrow(await this.shop.carts.updateItem({ cartId: id, itemId, quantity: body.quantity, language })), language);
  }

  @Delete(':id/items/:itemId')
  @HttpCode(200)
  @ApiOperation({ operationId: 'removeCartItem', summary: 'Removes one line' })
  @ApiOkResponse({ type: CartDto })
  async removeItem(@Param('id') id: string, @Param('itemId') itemId: string, @Query() query: LanguageQueryDto): Promise<CartDto> {
    const language = languageOf(query);
    return toCartDto(valueOrThrow(await this.shop.carts.removeItem(id, itemId, language)), language);
  }

  @Delete(':id/items')
  @HttpCode(200)
  @ApiOperation({ operationId: 'clearCart', summary: 'Removes every line' })
  @ApiOkResponse({ type: CartDto })
  async clear(@Param('id') id: string, @Query() query: LanguageQueryDto): Promise<CartDto> {
    const language = languageOf(query);
    return toCartDto(valueOrThrow(await this.shop.carts.clear(id, language)), language);
  }
}
