import { Body, Controller, Delete, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { AdminBlogPostDto, AdminBlogPostListDto, BlogPostInputDto, ActionResultDto, SavedBlogPostDto } from './blog.dto.js';

@ApiTags('admin: blog')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/blog')
export class AdminBlogController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listAdminBlogPosts', summary: 'Every blog post with all its translations, newest first' })
  @ApiOkResponse({ type: AdminBlogPostListDto })
  async list(): Promise<AdminBlogPostListDto> {
    return { items: await this.shop.adminContent.blog.list() };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getAdminBlogPost', summary: 'One blog post with all its translations (the edit form)' })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Blog post not found' })
  async get(@Param('id') id: string): Promise<AdminBlogPostDto> {
    return valueOrThrow(await this.shop.adminContent.blog.get(id));
  }

  @Post()
  @ApiOperation({ operationId: 'createBlogPost', summary: "Create a post ('Blog post created successfully'); content is sanitised" })
  @ApiCreatedResponse({ type: SavedBlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Title, URL Slug or Content missing in a language given; Image URL not a URL' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A URL Slug already used in that language (errors name the field)' })
  async create(@Body() body: BlogPostInputDto): Promise<SavedBlogPostDto> {
    return valueOrThrow(await this.shop.adminContent.blog.create(body));
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateBlogPost', summary: "Replace a post ('Blog post updated successfully'); languages left out are removed; a changed slug adds a 301 from the old address" })
  @ApiOkResponse({ type: SavedBlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async update(@Param('id') id: string, @Body() body: BlogPostInputDto): Promise<SavedBlogPostDto> {
    return valueOrThrow(await this.shop.adminContent.blog.update(id, body));
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'deleteBlogPost', summary: 'Delete a post with its translations' })
  @ApiOkResponse({ type: ActionResultDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async delete(@Param('id') id: string): Promise<ActionResultDto> {
    return { message: valueOrThrow(await this.shop.adminContent.blog.delete(id)) };
  }
}
