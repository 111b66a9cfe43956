import { Body, Controller, Delete, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
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
import type { ConditionInfoText, PerLanguage } from '../../application/admin-catalogue/admin-product.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { ConditionImageInputDto, ConditionInfoTextsDto, MainConditionParamsDto, CreateConditionInfoDto, ImageUrlInputDto, UpdateConditionInfoDto } from './product-media.dto.js';
import { AdminConditionImageDto, AdminConditionInfoDto, AdminMainConditionImageDto } from './product-response.dto.js';

const texts = (dto: ConditionInfoTextsDto): PerLanguage<ConditionInfoText> => {
  const result: Partial<Record<Language, ConditionInfoText>> = {};
  for (const language of LANGUAGES) {
    const text = dto[language];
    if (text !== undefined) result[language] = { ...text, badges: text.badges.map((badge) => ({ ...badge })) };
  }
  return result;
};

const infoDto = (info: { readonly id: string; readonly condition: string; readonly imageUrl: string | null; readonly translations: PerLanguage<ConditionInfoText> }): AdminConditionInfoDto => ({
  id: info.id,
  condition: info.condition,
  imageUrl: info.imageUrl,
  translations: Object.fromEntries(
    Object.entries(info.translations).map(([language, text]) => [language, { ...text, benefits: [...text.benefits], badges: text.badges.map((badge) => ({ ...badge })) }]),
  ),
});

/** The editor's condition tabs: Condition Images, Main Condition Images and Condition Info. */
@ApiTags('admin: products')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/products/:id')
export class AdminProductConditionsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post('condition-images')
  @ApiOperation({ operationId: 'addConditionImage', summary: 'Add an image for a condition (appended to that condition’s images)' })
  @ApiCreatedResponse({ type: AdminConditionImageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async addConditionImage(@Param('id') id: string, @Body() body: ConditionImageInputDto): Promise<AdminConditionImageDto> {
    return { ...valueOrThrow(await this.shop.adminCatalogue.addConditionImage(id, body.condition, body.imageUrl)) };
  }

  @Delete('condition-images/:imageId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteConditionImage', summary: 'Delete a condition image by id' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async deleteConditionImage(@Param('id') id: string, @Param('imageId') imageId: string): Promise<void> {
    valueOrThrow(await this.shop.adminCatalogue.deleteConditionImage(id, imageId));
  }

  @Put('main-condition-images/:condition')
  @ApiOperation({ operationId: 'setMainConditionImage', summary: 'Set the main image of a condition (one per product and condition)' })
  @ApiOkResponse({ type: AdminMainConditionImageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async upsertMainConditionImage(@Param() params: MainConditionParamsDto, @Body() body: ImageUrlInputDto): Promise<AdminMainConditionImageDto> {
    return { ...valueOrThrow(await this.shop.adminCatalogue.upsertMainConditionImage(params.id, params.condition, body.imageUrl)) };
  }

  @Delete('main-condition-images/:condition')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteMainConditionImage', summary: 'Remove the main image of a condition' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async deleteMainConditionImage(@Param() params: MainConditionParamsDto): Promise<void> {
    valueOrThrow(await this.shop.adminCatalogue.deleteMainConditionImage(params.id, params.condition));
  }

  @Post('condition-info')
  @ApiOperation({ operationId: 'createConditionInfo', summary: 'Create the info of a condition, with translations (once per condition)' })
  @ApiCreatedResponse({ type: AdminConditionInfoDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Failed to create condition info (it exists already)' })
  async createConditionInfo(@Param('id') id: string, @Body() body: CreateConditionInfoDto): Promise<AdminConditionInfoDto> {
    const created = valueOrThrow(
      await this.shop.adminCatalogue.createConditionInfo(id, { condition: body.condition, imageUrl: body.imageUrl ?? null, translations: texts(body.translations) }),
    );
    return infoDto(created);
  }

  @Put('condition-info/:infoId')
  @ApiOperation({ operationId: 'updateConditionInfo', summary: 'Edit condition info: image and translations (upserted per language sent)' })
  @ApiOkResponse({ type: AdminConditionInfoDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async updateConditionInfo(@Param('id') id: string, @Param('infoId') infoId: string, @Body() body: UpdateConditionInfoDto): Promise<AdminConditionInfoDto> {
    const updated = valueOrThrow(
      await this.shop.adminCatalogue.updateConditionInfo(id, infoId, {
        ...(body.imageUrl === undefined ? {} : { imageUrl: body.imageUrl }),
        translations: texts(body.translations),
      }),
    );
    return infoDto(updated);
  }
}
