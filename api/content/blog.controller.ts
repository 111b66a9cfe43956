import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';
import { LanguageSlugsDto } from '../catalogue/product.dto.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { BlogListDto, BlogPostDto } from './blog.dto.js';
import { toBlogPostCardDto, toBlogPostDto } from './blog.mapper.js';
import { Public } from '../http/access.js';

@ApiTags('content')
@Public()
@Controller('blog')
export class BlogController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listBlogPosts', summary: 'The blog list: posts translated into the language, newest shown date first' })
  @ApiOkResponse({ type: BlogListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown language or query parameter' })
  async list(@Query() query: LanguageQueryDto): Promise<BlogListDto> {
    const posts = valueOrThrow(await this.shop.content.listBlogPosts(query.lang ?? DEFAULT_LANGUAGE));
    return { items: posts.map(toBlogPostCardDto) };
  }

  @Get(':slug')
  @ApiOperation({ operationId: 'getBlogPost', summary: 'A blog post by slug, with the Dutch fallback (language nl: redirect to /nl/blog/{slug})' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Blog post not found' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown language or query parameter' })
  async detail(@Param('slug') slug: string, @Query() query: LanguageQueryDto): Promise<BlogPostDto> {
    return toBlogPostDto(valueOrThrow(await this.shop.content.getBlogPost(slug, query.lang ?? DEFAULT_LANGUAGE)));
  }

  @Get(':slug/slugs')
  @ApiOperation({ operationId: 'getBlogPostSlugs', summary: "The post's slug in each language (language switch)" })
  @ApiOkResponse({ type: LanguageSlugsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Blog post not found' })
  async slugs(@Param('slug') slug: string, @Query() _query: LanguageQueryDto): Promise<LanguageSlugsDto> {
    return valueOrThrow(await this.shop.content.getBlogPostSlugs(slug));
  }
}
