import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { pageDtoOf } from '../http/page-dto.js';
import { SHOP } from '../shop-token.js';
import { AuditEntryDto, AuditListDto, AuditQueryDto } from './audit.dto.js';

const toAuditEntryDto = (entry: AuditEntry): AuditEntryDto => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: entry.actor,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  owner: entry.owner === null ? null : { entity: entry.owner.entity, id: entry.owner.id },
  before: entry.before === null ? null : { ...entry.before },
  after: entry.after === null ? null : { ...entry.after },
  redacted: [...entry.redacted],
});

/** The audit trail of admin writes (docs/audit.md): read only, nothing in it can be changed through the shop. */
@ApiTags('admin: audit')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/audit')
export class AdminAuditController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({
    operationId: 'listAuditEntries',
    summary: "Who changed what and when, newest first: filter by entity (and id for one record's history), actor and period",
  })
  @ApiOkResponse({ type: AuditListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@Query() query: AuditQueryDto): Promise<AuditListDto> {
    const { lang: _lang, ...params } = query;
    const page = valueOrThrow(await this.shop.audit.list(params));
    return pageDtoOf(page, toAuditEntryDto);
  }
}
