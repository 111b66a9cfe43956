import { Body, Controller, Delete, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { ActionResultDto } from './blog.dto.js';
import { AdminFaqListDto, FaqInputDto, SavedFaqDto } from './faq.dto.js';
import { IdOrderInputDto } from './home-section.dto.js';

@ApiTags('admin: FAQ')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/faq')
export class AdminFaqController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listAdminFaqs', summary: 'Every FAQ entry with all its translations, in order' })
  @ApiOkResponse({ type: AdminFaqListDto })
  async list(): Promise<AdminFaqListDto> {
    return { items: await this.shop.adminContent.faq.list() };
  }

  @Post()
  @ApiOperation({ operationId: 'createFaq', summary: 'Add an entry at the end' })
  @ApiCreatedResponse({ type: SavedFaqDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async create(@Body() body: FaqInputDto): Promise<SavedFaqDto> {
    return valueOrThrow(await this.shop.adminContent.faq.create(body));
  }

  // Declared before ':id' so that 'order' is not taken for an id.
  @Put('order')
  @ApiOperation({ operationId: 'reorderFaqs', summary: 'Reorder: every entry id exactly once, in the new order' })
  @ApiOkResponse({ type: ActionResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async reorder(@Body() body: IdOrderInputDto): Promise<ActionResultDto> {
    return { message: valueOrThrow(await this.shop.adminContent.faq.reorder(body.ids)) };
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateFaq', summary: "Replace an entry's translations (languages left out are removed)" })
  @ApiOkResponse({ type: SavedFaqDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async update(@Param('id') id: string, @Body() body: FaqInputDto): Promise<SavedFaqDto> {
    return valueOrThrow(await this.shop.adminContent.faq.update(id, body));
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'deleteFaq', summary: 'Delete an entry' })
  @ApiOkResponse({ type: ActionResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async delete(@Param('id') id: string): Promise<ActionResultDto> {
    return { message: valueOrThrow(await this.shop.adminContent.faq.delete(id)) };
  }
}
