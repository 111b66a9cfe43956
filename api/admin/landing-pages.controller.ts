import { Body, Controller, Delete, Get, Inject, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import {
  AdminLandingPageDto,
  AdminLandingPageListDto,
  DeletedLandingPageDto,
  LandingPageInputDto,
  LandingPageListQueryDto,
  PublishedInputDto,
  SavedLandingPageDto,
  SectionsInputDto,
} from './landing-page.dto.js';

@ApiTags('admin: landing pages')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/landing-pages')
export class AdminLandingPagesController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listAdminLandingPages', summary: "The 'Landing Pages' list, newest first, with search ('Search pages...') and the visibility filter" })
  @ApiOkResponse({ type: AdminLandingPageListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@Query() query: LandingPageListQueryDto): Promise<AdminLandingPageListDto> {
    return { items: await this.shop.adminContent.landingPages.list(query.search ?? '', query.visibility ?? 'all') };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getAdminLandingPage', summary: 'One page with its translations and sections (the edit form)' })
  @ApiOkResponse({ type: AdminLandingPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async get(@Param('id') id: string): Promise<AdminLandingPageDto> {
    return valueOrThrow(await this.shop.adminContent.landingPages.get(id));
  }

  @Post()
  @ApiOperation({ operationId: 'createLandingPage', summary: "Create a page ('Landing page created successfully'); Default Slug required; contentHtml sanitised" })
  @ApiCreatedResponse({ type: SavedLandingPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The default slug, or a translation slug in its language, is taken (errors name the field)' })
  async create(@Body() body: LandingPageInputDto): Promise<SavedLandingPageDto> {
    return valueOrThrow(await this.shop.adminContent.landingPages.create(body));
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateLandingPage', summary: "Replace a page's fields and translations ('Landing page updated successfully'); its sections stay" })
  @ApiOkResponse({ type: SavedLandingPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async update(@Param('id') id: string, @Body() body: LandingPageInputDto): Promise<SavedLandingPageDto> {
    return valueOrThrow(await this.shop.adminContent.landingPages.update(id, body));
  }

  @Patch(':id/published')
  @ApiOperation({ operationId: 'setLandingPagePublished', summary: "The list's Published/Draft toggle" })
  @ApiOkResponse({ type: SavedLandingPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async setPublished(@Param('id') id: string, @Body() body: PublishedInputDto): Promise<SavedLandingPageDto> {
    return valueOrThrow(await this.shop.adminContent.landingPages.setPublished(id, body.isPublished));
  }

  @Put(':id/sections')
  @ApiOperation({ operationId: 'replaceLandingPageSections', summary: "Replace the page's sections by the ordered list, in one transaction" })
  @ApiOkResponse({ type: SavedLandingPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown section type or icon, unsafe button URL, … (the field is named)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A kept section id belongs to another page' })
  async replaceSections(@Param('id') id: string, @Body() body: SectionsInputDto): Promise<SavedLandingPageDto> {
    return valueOrThrow(await this.shop.adminContent.landingPages.replaceSections(id, body.sections));
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'deleteLandingPage', summary: "Delete a page with its translations and sections ('Page deleted')" })
  @ApiOkResponse({ type: DeletedLandingPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async delete(@Param('id') id: string): Promise<DeletedLandingPageDto> {
    return valueOrThrow(await this.shop.adminContent.landingPages.delete(id));
  }
}
