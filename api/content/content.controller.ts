import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import { LanguageQueryDto } from '../catalogue/language-query.dto.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { HomeContentDto } from './section.dto.js';
import { toSectionDto } from './section.mapper.js';
import { Public } from '../http/access.js';

@ApiTags('content')
@Public()
@Controller('content')
export class ContentController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get('home')
  @ApiOperation({ operationId: 'getHomeContent', summary: "The home page's sections in order, with their texts in the language" })
  @ApiOkResponse({ type: HomeContentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown language or query parameter' })
  async home(@Query() query: LanguageQueryDto): Promise<HomeContentDto> {
    const sections = valueOrThrow(await this.shop.content.getHomeContent(query.lang ?? DEFAULT_LANGUAGE));
    return { sections: sections.map(toSectionDto) };
  }
}
