import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { RequireRole } from '../http/access.js';
import { ApplicationException, valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { AddRedirectDto, ImportRedirectsDto, ImportReportDto, RedirectDto, RedirectListDto, RedirectTestDto, SetActiveDto } from './redirect.dto.js';
import { invalidInput } from '../../application/shared/application-error.js';

@ApiTags('admin: redirects')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/redirects')
export class AdminRedirectsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listRedirects', summary: 'The redirect rules, in the order they apply' })
  @ApiOkResponse({ type: RedirectListDto })
  async list(): Promise<RedirectListDto> {
    return { items: (await this.shop.redirects.list()).map((rule) => ({ ...rule })) };
  }

  @Post()
  @ApiOperation({ operationId: 'addRedirect', summary: 'Add one active rule (Add tab); refused when it would loop or chain' })
  @ApiCreatedResponse({ type: RedirectDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async add(@Body() body: AddRedirectDto): Promise<RedirectDto> {
    return { ...valueOrThrow(await this.shop.redirects.add({ oldPath: body.oldPath, newPath: body.newPath, ...(body.statusCode === undefined ? {} : { statusCode: body.statusCode }) })) };
  }

  @Post('import')
  @HttpCode(200)
  @ApiOperation({ operationId: 'importRedirects', summary: 'Bulk import (Bulk Import tab): all lines checked first; any error writes nothing (400 with the lines)' })
  @ApiOkResponse({ type: ImportReportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async import(@Body() body: ImportRedirectsDto): Promise<ImportReportDto> {
    const report = await this.shop.redirects.import(body.text, { ...(body.format === undefined ? {} : { format: body.format }), dryRun: body.dryRun === true });
    if (report.errors.length > 0) {
      throw new ApplicationException(invalidInput(report.errors.map((error) => ({ field: `line ${error.line}`, message: error.reason }))));
    }
    return {
      imported: report.imported,
      written: report.written,
      skipped: report.skipped.map((line) => ({ line: line.line, message: line.text })),
      errors: [],
    };
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'setRedirectActive', summary: 'Switch a rule on or off' })
  @ApiOkResponse({ type: RedirectDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async setActive(@Param('id') id: string, @Body() body: SetActiveDto): Promise<RedirectDto> {
    return { ...valueOrThrow(await this.shop.redirects.setActive(id, body.isActive)) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteRedirect', summary: 'Delete a rule' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async delete(@Param('id') id: string): Promise<void> {
    valueOrThrow(await this.shop.redirects.delete(id));
  }

  @Get('test')
  @ApiOperation({ operationId: 'testRedirect', summary: 'Which rule a URL of this site follows (Test tab)' })
  @ApiQuery({ name: 'url', required: true, type: String, description: 'A path or URL of this site, e.g. /nl/oude-pagina' })
  @ApiOkResponse({ type: RedirectTestDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No redirect rule matches this URL.' })
  async test(@Query('url') url: string | undefined): Promise<RedirectTestDto> {
    const match = valueOrThrow(await this.shop.redirects.test(typeof url === 'string' ? url : ''));
    return { location: match.location, statusCode: match.statusCode, rule: { ...match.rule } };
  }

  @Get('export')
  @ApiOperation({ operationId: 'exportRedirects', summary: 'The `_redirects` file (Netlify format) with the fixed modifications rules' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string' } })
  async export(@Res() response: Response): Promise<void> {
    response.type('text/plain; charset=utf-8').setHeader('Content-Disposition', 'attachment; filename="_redirects"');
    response.send(await this.shop.redirects.exportFile());
  }
}
