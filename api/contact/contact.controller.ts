import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { FORM_RATE_LIMIT, RateLimit } from '../http/rate-limits.js';
import { SHOP } from '../shop-token.js';
import { CreatedIdDto } from '../quotes/quote-request.dto.js';
import { ContactRequestDto } from './contact-request.dto.js';
import { Public } from '../http/access.js';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @HttpCode(201)
  @RateLimit(FORM_RATE_LIMIT)
  @ApiOperation({ operationId: 'sendContactMessage', summary: 'Send a message from a contact form, with earlier uploads attached' })
  @ApiCreatedResponse({ type: CreatedIdDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or wrong, or an attachment id is unknown or already used' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async send(@Body() body: ContactRequestDto): Promise<CreatedIdDto> {
    const { lang, website, ...form } = body;
    const result = await this.shop.inquiries.contact.send({ language: lang, form, honeypot: website ?? null });
    return { id: valueOrThrow(result).id };
  }
}
