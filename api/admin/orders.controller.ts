import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole, type RequestWithUser } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { pageDtoOf } from '../http/page-dto.js';
import { SHOP } from '../shop-token.js';
import { AdminOrderDetailDto, AdminOrderListDto, AdminOrderListQueryDto, ChangeOrderStatusDto, OrdersExportQueryDto } from './orders.dto.js';
import { toAdminOrderDetailDto, toAdminOrderSummaryDto } from './orders.mapper.js';

/** The signed-in admin's email (the guard put the user on the request). */
export const adminEmailOf = (request: RequestWithUser): string => {
  const email = request.user?.email;
  if (email === undefined) throw new Error('an admin route ran without a signed-in user');
  return email;
};

@ApiTags('admin: orders')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listOrders', summary: 'Orders, newest first, optionally of one status' })
  @ApiOkResponse({ type: AdminOrderListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@Query() query: AdminOrderListQueryDto): Promise<AdminOrderListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.adminInbox.orders.list(params));
    return pageDtoOf(page, toAdminOrderSummaryDto);
  }

  // Declared before ':id' so the path is not taken for an order id.
  @Get('export.csv')
  @ApiOperation({ operationId: 'exportOrdersCsv', summary: 'Orders as UTF-8 CSV: a header, then one line per order item, amounts in euros with two decimals' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async export(@Query() query: OrdersExportQueryDto, @Res() response: Response): Promise<void> {
    const { lang: _lang, ...params } = query;
    const csv = valueOrThrow(await this.shop.adminInbox.orders.exportCsv(params));
    response.type('text/csv; charset=utf-8').setHeader('Content-Disposition', 'attachment; filename="orders.csv"');
    response.setHeader('Cache-Control', 'no-store');
    response.send(csv);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getAdminOrder', summary: 'One order: items, addresses, structured communication and its status history (who and when)' })
  @ApiOkResponse({ type: AdminOrderDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async detail(@Param('id') id: string): Promise<AdminOrderDetailDto> {
    return toAdminOrderDetailDto(valueOrThrow(await this.shop.adminInbox.orders.get(id)));
  }

  @Post(':id/status')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'changeOrderStatus',
    summary: 'Move an order on: mark a bank transfer paid, processing, shipped, completed or cancelled (recorded with the admin and the time)',
  })
  @ApiOkResponse({ type: AdminOrderDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The move is not allowed from the current status' })
  async changeStatus(@Param('id') id: string, @Body() body: ChangeOrderStatusDto, @Req() request: RequestWithUser): Promise<AdminOrderDetailDto> {
    const note = body.note?.trim() ?? '';
    const order = valueOrThrow(
      await this.shop.adminInbox.orders.changeStatus(id, { status: body.status, note: note === '' ? null : note, changedBy: adminEmailOf(request) }),
    );
    return toAdminOrderDetailDto(order);
  }
}
