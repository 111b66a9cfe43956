import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { UNIT_CONDITIONS, UNIT_STATUSES } from '../../domain/units/unit-status.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { pageDtoOf } from '../http/page-dto.js';
import { SHOP } from '../shop-token.js';
import { SingleImageInterceptor } from './product-image-upload.controller.js';
import { CreateUnitDto, SwapUnitDto, SwappedUnitsDto, UnitDto, UnitLanguageQueryDto, UnitListDto, UnitListQueryDto, UnitSettingsDto, UpdateUnitDto } from './units.dto.js';
import { toUnitDto } from './units.mapper.js';

interface ReceivedFile {
  readonly size: number;
  readonly buffer: Buffer;
}

/** Container units (docs/units.md): every physical container by its ISO 6346 number. */
@ApiTags('admin: units')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/units')
export class AdminUnitsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listUnits', summary: 'Units by container number, filtered by product, condition, status and depot, searched by number; paged' })
  @ApiOkResponse({ type: UnitListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@Query() query: UnitListQueryDto): Promise<UnitListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.units.list(params));
    return pageDtoOf(page, toUnitDto);
  }

  // Declared before ':id' so these paths are not taken for a unit id.
  @Get('settings')
  @ApiOperation({ operationId: 'getUnitSettings', summary: 'The configured depots, the low-stock threshold, the conditions and statuses of units' })
  @ApiOkResponse({ type: UnitSettingsDto })
  settings(): UnitSettingsDto {
    const { depots, lowStockThreshold } = this.shop.units.settings;
    return { depots: [...depots], lowStockThreshold, conditions: [...UNIT_CONDITIONS], statuses: [...UNIT_STATUSES] };
  }

  @Get('export.csv')
  @ApiOperation({ operationId: 'exportUnitsCsv', summary: 'Every unit as UTF-8 CSV: container_number,product_slug,condition,depot,status (what `units import` reads)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  async export(@Res() response: Response): Promise<void> {
    response.type('text/csv; charset=utf-8').setHeader('Content-Disposition', 'attachment; filename="units.csv"');
    response.setHeader('Cache-Control', 'no-store');
    response.send(await this.shop.units.export());
  }

  @Post()
  @ApiOperation({ operationId: 'createUnit', summary: 'Add a unit: its ISO 6346 number (check digit verified), product, condition, depot and status' })
  @ApiCreatedResponse({ type: UnitDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A malformed number or wrong check digit (naming containerNumber), an unknown product (naming productId), …' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The container number is already known' })
  async create(@Body() body: CreateUnitDto): Promise<UnitDto> {
    const { lang: _lang, ...request } = body;
    return toUnitDto(valueOrThrow(await this.shop.units.create(request)));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getUnit', summary: 'One unit, with the order holding it' })
  @ApiOkResponse({ type: UnitDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(@Param('id') id: string, @Query() _query: UnitLanguageQueryDto): Promise<UnitDto> {
    return toUnitDto(valueOrThrow(await this.shop.units.get(id)));
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'updateUnit', summary: 'Edit a unit: depot, notes, CSC date; product and condition while no order holds it; status as a move by hand allows' })
  @ApiOkResponse({ type: UnitDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The move is not allowed from the unit’s status, an order holds it, or it changed meanwhile' })
  async update(@Param('id') id: string, @Body() body: UpdateUnitDto): Promise<UnitDto> {
    const { lang: _lang, ...request } = body;
    return toUnitDto(valueOrThrow(await this.shop.units.update(id, request)));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteUnit', summary: 'Delete a unit no order holds (typed wrongly, never came), with its photos' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An order holds the unit' })
  async delete(@Param('id') id: string, @Query() _query: UnitLanguageQueryDto): Promise<void> {
    valueOrThrow(await this.shop.units.delete(id));
  }

  @Post(':id/swap')
  @HttpCode(200)
  @ApiOperation({ operationId: 'swapUnit', summary: 'Give the order holding this reserved unit another available unit of the same product and condition instead' })
  @ApiOkResponse({ type: SwappedUnitsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown replacement, or of another product or condition (naming replacementId)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The unit is not reserved, or the replacement is not available' })
  async swap(@Param('id') id: string, @Body() body: SwapUnitDto): Promise<SwappedUnitsDto> {
    const swapped = valueOrThrow(await this.shop.units.swap(id, body.replacementId));
    return { unit: toUnitDto(swapped.unit), replacement: toUnitDto(swapped.replacement) };
  }

  @Post(':id/photos')
  @HttpCode(201)
  @UseInterceptors(SingleImageInterceptor)
  @ApiOperation({ operationId: 'addUnitPhoto', summary: 'Add a photo: jpeg, png or webp by content, ≤ 5000 KB, compressed toward 500 KB, stored in the file storage (at most 20)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UnitDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async addPhoto(@Param('id') id: string, @UploadedFile() file: ReceivedFile | undefined): Promise<UnitDto> {
    const received = file === undefined ? null : { bytes: new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.length), size: file.size };
    return toUnitDto(valueOrThrow(await this.shop.units.addPhoto(id, received)));
  }

  @Delete(':id/photos/:photoId')
  @ApiOperation({ operationId: 'removeUnitPhoto', summary: 'Remove a photo from the unit and the file storage' })
  @ApiOkResponse({ type: UnitDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async removePhoto(@Param('id') id: string, @Param('photoId') photoId: string, @Query() _query: UnitLanguageQueryDto): Promise<UnitDto> {
    return toUnitDto(valueOrThrow(await this.shop.units.removePhoto(id, photoId)));
  }
}
