import { Body, Controller, Delete, HttpCode, Inject, Param, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { MAX_UPLOAD_FILES } from '../../domain/forms/upload-rules.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { RateLimit } from '../http/rate-limits.js';
import { SHOP } from '../shop-token.js';
import { UPLOAD_FIELD, UploadFilesInterceptor } from './upload-files.interceptor.js';
import { UploadedFilesDto, UploadFieldsDto, UploadQueryDto } from './upload.dto.js';
import { Public } from '../http/access.js';

/** Attaching files is one request per pick in the form, so more than the message forms' limit. */
export const UPLOAD_RATE_LIMIT = 30;

/** What multer's memory storage hands over for each file. */
interface ReceivedFile {
  readonly originalname: string;
  readonly mimetype: string;
  readonly size: number;
  readonly buffer: Buffer;
}

@ApiTags('contact')
@Public()
@Controller('uploads')
export class UploadsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @HttpCode(201)
  @RateLimit(UPLOAD_RATE_LIMIT)
  @UseInterceptors(UploadFilesInterceptor)
  @ApiOperation({ operationId: 'uploadFiles', summary: `Upload up to ${MAX_UPLOAD_FILES} attachments (images, pdf, doc(x), xls(x), txt; 10 MB each), checked by content` })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [UPLOAD_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MAX_UPLOAD_FILES } },
    },
  })
  @ApiCreatedResponse({ type: UploadedFilesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Too many files, a file too large or of a type not accepted: nothing is stored' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async upload(
    @UploadedFiles() files: readonly ReceivedFile[] | undefined,
    @Query() query: UploadQueryDto,
    @Body() _fields: UploadFieldsDto,
  ): Promise<UploadedFilesDto> {
    const candidates = (files ?? []).map((file) => ({
      name: file.originalname,
      declaredType: file.mimetype,
      size: file.size,
      bytes: new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength),
    }));
    const stored = await this.shop.inquiries.uploads.store({ candidates, purpose: query.purpose ?? 'contact', now: new Date() });
    return { files: [...valueOrThrow(stored)] };
  }

  @Delete(':id')
  @HttpCode(204)
  @RateLimit(UPLOAD_RATE_LIMIT)
  @ApiOperation({ operationId: 'deleteUpload', summary: 'Remove an upload that is not attached to a message yet' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown upload, or already attached to a message' })
  async remove(@Param('id') id: string, @Query() _query: UploadQueryDto): Promise<void> {
    valueOrThrow(await this.shop.inquiries.uploads.remove(id));
  }
}
