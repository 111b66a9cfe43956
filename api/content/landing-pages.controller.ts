import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { FooterQueryDto } from './footer-query.dto.js';
import { FooterPagesDto, LandingPageDto } from './landing-page.dto.js';
import { toFooterGroupDto, toLandingPageDto } from './landing-page.mapper.js';
import { Public } from '../http/access.js';

@ApiTags('content')
@Public()
@Controller('landing-pages')
export class LandingPagesController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listLandingPages', summary: "The footer's published landing pages (footer_subsection), grouped by menu section" })
  @ApiOkResponse({ type: FooterPagesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "Missing or unknown placement (only 'footer'), or unknown language" })
  async list(@Query() query: FooterQueryDto): Promise<FooterPagesDto> {
    const groups = valueOrThrow(await this.shop.content.listFooterPages(query.lang ?? DEFAULT_LANGUAGE));
    return { groups: groups.map(toFooterGroupDto) };
  }

  @Get(':slug')
  @ApiOperation({
    operationId: 'getLandingPage',
    summary: 'A published landing page by slug (in the language, else the default slug, else any language) with its normalised sections',
  })
  @ApiOkResponse({ type: LandingPageDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Landing page with slug "{slug}" not found' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown language or query parameter' })
  async detail(@Param('slug') slug: string, @Query() query: LanguageQueryDto): Promise<LandingPageDto> {
    return toLandingPageDto(valueOrThrow(await this.shop.content.getLandingPage(slug, query.lang ?? DEFAULT_LANGUAGE)));
  }
}
