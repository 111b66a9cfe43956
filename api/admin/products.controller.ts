import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
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
import { SHOP } from '../shop-token.js';
import { ProductInputDto } from './product-input.dto.js';
import { toAdminProductDto, toProductInput } from './product-mapper.js';
import { ProductImagesInputDto } from './product-media.dto.js';
import { AdminProductDto, AdminProductImagesDto } from './product-response.dto.js';

@ApiTags('admin: products')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/products')
export class AdminProductsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @ApiOperation({ operationId: 'createProduct', summary: 'Create a product (General, Specifications and Translations tabs); prices in euros' })
  @ApiCreatedResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (named in errors)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A slug is taken in a language (errors name translations.{lang}.slug)' })
  async create(@Body() body: ProductInputDto): Promise<AdminProductDto> {
    return toAdminProductDto(valueOrThrow(await this.shop.adminCatalogue.create(toProductInput(body))));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getAdminProduct', summary: 'Everything the editor shows: all translations, images, condition images and condition info' })
  @ApiOkResponse({ type: AdminProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(@Param('id') id: string): Promise<AdminProductDto> {
    return toAdminProductDto(valueOrThrow(await this.shop.adminCatalogue.get(id)));
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateProduct',
    summary: 'Save general fields and translations in one transaction',
    description: 'The translations sent replace the stored ones. A changed slug adds a 301 from /{lang}/container/{old} to the new path and retargets older rules.',
  })
  @ApiOkResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async update(@Param('id') id: string, @Body() body: ProductInputDto): Promise<AdminProductDto> {
    return toAdminProductDto(valueOrThrow(await this.shop.adminCatalogue.update(id, toProductInput(body))));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteProduct', summary: 'Delete a product with its translations, images and condition data' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async delete(@Param('id') id: string): Promise<void> {
    valueOrThrow(await this.shop.adminCatalogue.delete(id));
  }

  @Put(':id/images')
  @ApiOperation({ operationId: 'setProductImages', summary: 'The image list in its new order (move up/down, removal); sort_order renumbered from 0' })
  @ApiOkResponse({ type: AdminProductImagesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async setImages(@Param('id') id: string, @Body() body: ProductImagesInputDto): Promise<AdminProductImagesDto> {
    const images = valueOrThrow(await this.shop.adminCatalogue.setImages(id, body.images));
    return { images: images.map((image) => ({ ...image })) };
  }
}
