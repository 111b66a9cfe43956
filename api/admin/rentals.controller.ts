import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
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
import { pageDtoOf } from '../http/page-dto.js';
import { SHOP } from '../shop-token.js';
import { RentalLanguageQueryDto } from '../rentals/rental.dto.js';
import { AdminRentalDetailDto, AdminRentalListDto, AdminRentalListQueryDto, EndRentalDto, MarkRentalInvoicePaidDto, OverdueRentalListDto, RentalDateDto } from './rentals.dto.js';
import { toAdminRentalDetailDto, toAdminRentalSummaryDto, toOverdueRentalInvoiceDto } from './rentals.mapper.js';

@ApiTags('admin: rentals')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/rentals')
export class AdminRentalsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listRentals', summary: 'Rental contracts, newest first: active, ending (notice given) or ended; customer, units, next invoice date, overdue amount' })
  @ApiOkResponse({ type: AdminRentalListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown state, or bad paging (names the field)' })
  async list(@Query() query: AdminRentalListQueryDto): Promise<AdminRentalListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.rentals.list(params));
    return pageDtoOf(page, toAdminRentalSummaryDto);
  }

  // Declared before ':id' so the path is not taken for a contract id.
  @Get('overdue')
  @ApiOperation({ operationId: 'listOverdueRentals', summary: 'Rental invoices past their due date with something left to pay, oldest first' })
  @ApiOkResponse({ type: OverdueRentalListDto })
  async overdue(@Query() _query: RentalLanguageQueryDto): Promise<OverdueRentalListDto> {
    return { items: (await this.shop.rentals.overdue()).map(toOverdueRentalInvoiceDto) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getRentalContract', summary: 'One contract with its periods, invoices, credit notes and payments' })
  @ApiOkResponse({ type: AdminRentalDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async detail(@Param('id') id: string, @Query() _query: RentalLanguageQueryDto): Promise<AdminRentalDetailDto> {
    return toAdminRentalDetailDto(valueOrThrow(await this.shop.rentals.getAdmin(id)));
  }

  @Post(':id/delivered')
  @HttpCode(200)
  @ApiOperation({ operationId: 'setRentalDelivery', summary: 'The day the containers arrive (billing counts from it): at most a year ahead; can be set again until a later period was invoiced' })
  @ApiOkResponse({ type: AdminRentalDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A date too far ahead, before the order, or the contract past delivery (names date)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async delivered(@Param('id') id: string, @Body() body: RentalDateDto): Promise<AdminRentalDetailDto> {
    return toAdminRentalDetailDto(valueOrThrow(await this.shop.rentals.setDelivery(id, { date: body.date })));
  }

  @Post(':id/picked-up')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmRentalPickup',
    summary: 'Confirms the pick-up: the rent is settled per day (30 days at least) with a final invoice or credit notes, the contract ends, its units are available again',
  })
  @ApiOkResponse({ type: AdminRentalDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A date before delivery or after today, or the contract not delivered or ended (names date)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async pickedUp(@Param('id') id: string, @Body() body: RentalDateDto): Promise<AdminRentalDetailDto> {
    return toAdminRentalDetailDto(valueOrThrow(await this.shop.rentals.confirmPickup(id, { date: body.date })));
  }

  @Post(':id/end')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'endRentalEarly',
    summary: 'Ends a rent early: a delivered one gets its pick-up day (default today) without the notice period; one never delivered ends at once',
  })
  @ApiOkResponse({ type: AdminRentalDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A pick-up day before delivery or over a year ahead, or the contract ended (names pickupDate)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async end(@Param('id') id: string, @Body() body: EndRentalDto): Promise<AdminRentalDetailDto> {
    return toAdminRentalDetailDto(valueOrThrow(await this.shop.rentals.endEarly(id, { pickupDate: body.pickupDate })));
  }

  @Post(':id/invoices/:number/paid')
  @HttpCode(200)
  @ApiOperation({ operationId: 'markRentalInvoicePaid', summary: "Records a rental invoice's payment (bank transfer) on a day, today by default: no more reminders" })
  @ApiOkResponse({ type: AdminRentalDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A payment day in the future (names paidOn)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such contract, or the invoice is not one of its rental invoices' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Recorded as paid already' })
  async paid(@Param('id') id: string, @Param('number') number: string, @Body() body: MarkRentalInvoicePaidDto): Promise<AdminRentalDetailDto> {
    return toAdminRentalDetailDto(valueOrThrow(await this.shop.rentals.markPaid(id, number, { paidOn: body.paidOn })));
  }
}
