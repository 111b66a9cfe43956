import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';

/** A file name safe inside a quoted header value, plus the exact one in RFC 5987 form. */
const contentDisposition = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

@ApiTags('admin: inbox')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin, or the link is tampered with or expired' })
@RequireRole('admin')
@Controller('admin/attachments')
export class AdminAttachmentsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get(':uploadId')
  @ApiOperation({ operationId: 'downloadAttachment', summary: "Download a contact message's attachment through the signed link from the message detail" })
  @ApiQuery({ name: 'expires', required: true, type: String, example: '1795000000', description: 'Unix seconds' })
  @ApiQuery({ name: 'signature', required: true, type: String, description: 'HMAC-SHA256 of the id and expires' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async download(
    @Param('uploadId') uploadId: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res() response: Response,
  ): Promise<void> {
    const download = valueOrThrow(
      await this.shop.adminInbox.messages.downloadAttachment(uploadId, typeof expires === 'string' ? expires : '', typeof signature === 'string' ? signature : ''),
    );
    response.setHeader('Content-Type', download.file.contentType);
    response.setHeader('Content-Disposition', contentDisposition(download.name));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    response.send(Buffer.from(download.file.body));
  }
}
