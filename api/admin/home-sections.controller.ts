import { Body, Controller, Delete, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { ActionResultDto } from './blog.dto.js';
import { AdminSectionListDto, HomeSectionInputDto, IdOrderInputDto, SavedSectionDto } from './home-section.dto.js';

@ApiTags('admin: home sections')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/home-sections')
export class AdminHomeSectionsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listHomeSections', summary: "The home page's sections with all their translations, by order index" })
  @ApiOkResponse({ type: AdminSectionListDto })
  async list(): Promise<AdminSectionListDto> {
    return { items: await this.shop.adminContent.homeSections.list() };
  }

  @Post()
  @ApiOperation({ operationId: 'createHomeSection', summary: 'Add a section at the end; type and highlight boxes checked against the domain, contentHtml sanitised' })
  @ApiCreatedResponse({ type: SavedSectionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The id given is taken' })
  async create(@Body() body: HomeSectionInputDto): Promise<SavedSectionDto> {
    return valueOrThrow(await this.shop.adminContent.homeSections.create(body));
  }

  // Declared before ':id' so that 'order' is not taken for an id.
  @Put('order')
  @ApiOperation({ operationId: 'reorderHomeSections', summary: 'Reorder: every home section id exactly once, in the new order' })
  @ApiOkResponse({ type: ActionResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async reorder(@Body() body: IdOrderInputDto): Promise<ActionResultDto> {
    return { message: valueOrThrow(await this.shop.adminContent.homeSections.reorder(body.ids)) };
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateHomeSection', summary: "Replace a section's fields and translations (its id and place stay)" })
  @ApiOkResponse({ type: SavedSectionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async update(@Param('id') id: string, @Body() body: HomeSectionInputDto): Promise<SavedSectionDto> {
    return valueOrThrow(await this.shop.adminContent.homeSections.update(id, body));
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'deleteHomeSection', summary: 'Delete a section' })
  @ApiOkResponse({ type: ActionResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async delete(@Param('id') id: string): Promise<ActionResultDto> {
    return { message: valueOrThrow(await this.shop.adminContent.homeSections.delete(id)) };
  }
}
