import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { FaqListDto } from './faq.dto.js';
import { SearchQueryDto } from './search-query.dto.js';
import { Public } from '../http/access.js';

@ApiTags('content')
@Public()
@Controller('faq')
export class FaqController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listFaqs', summary: 'The FAQ entries translated into the language, numbered, optionally filtered by q on question or answer' })
  @ApiOkResponse({ type: FaqListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'q longer than 200 characters, unknown language or query parameter' })
  async list(@Query() query: SearchQueryDto): Promise<FaqListDto> {
    const items = valueOrThrow(await this.shop.content.listFaqs(query.lang ?? DEFAULT_LANGUAGE, query.q));
    return { items: items.map((item) => ({ id: item.id, number: item.number, question: item.question, answer: item.answer })) };
  }
}
