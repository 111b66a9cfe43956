import { type CallHandler, Controller, type ExecutionContext, HttpCode, HttpException, Inject, Injectable, type NestInterceptor, PayloadTooLargeException, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import multer from 'multer';
import type { Observable } from 'rxjs';
import type { Shop } from '../../adapters/composition/shop.js';
import { invalidInput } from '../../application/shared/application-error.js';
import { MAX_ADMIN_IMAGE_BYTES, MAX_ADMIN_IMAGE_KB } from '../../domain/forms/admin-image-rules.js';
import { localizedTemplate } from '../../domain/forms/form-fields.js';
import { UPLOAD_MESSAGES } from '../../domain/forms/upload-messages.js';
import { RequireRole } from '../http/access.js';
import { ApplicationException, valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { UploadedImageDto } from './product-media.dto.js';

const IMAGE_FIELD = 'file';

/** One file in memory; multer stops a larger one early with the spec's size message. */
const SingleImage = FileInterceptor(IMAGE_FIELD, {
  storage: multer.memoryStorage(),
  limits: { files: 1, fileSize: MAX_ADMIN_IMAGE_BYTES, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 },
});

/** One admin image in memory (field `file`), refused early with the spec's messages; also takes unit photos (units.controller.ts). */
@Injectable()
export class SingleImageInterceptor extends SingleImage implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      const tooLarge = error instanceof PayloadTooLargeException || /file too large/i.test(error.message);
      const message = tooLarge ? localizedTemplate(UPLOAD_MESSAGES.adminFileTooLarge, { max: MAX_ADMIN_IMAGE_KB }) : UPLOAD_MESSAGES.adminUploadFailed;
      if (error instanceof HttpException || tooLarge || error.name === 'MulterError') throw new ApplicationException(invalidInput([{ field: IMAGE_FIELD, message }]));
      throw error;
    }
  }
}

interface ReceivedFile {
  readonly size: number;
  readonly buffer: Buffer;
}

@ApiTags('admin: products')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/uploads')
export class AdminProductImageUploadController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post('images')
  @HttpCode(201)
  @UseInterceptors(SingleImageInterceptor)
  @ApiOperation({
    operationId: 'uploadProductImage',
    summary: 'Upload a product image: jpeg, png or webp by content, ≤ 5000 KB; compressed toward 500 KB (max width 1920, PNG → JPEG); served at /media/… cached a year',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [IMAGE_FIELD], properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "'File type not supported' or 'File too large. Maximum size: 5000KB'" })
  async upload(@UploadedFile() file: ReceivedFile | undefined): Promise<UploadedImageDto> {
    const received = file === undefined ? null : { bytes: new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.length), size: file.size };
    return { ...valueOrThrow(await this.shop.adminCatalogue.uploadImage(received)) };
  }
}
