import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { SHOP } from '../shop-token.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { HealthDto } from './health.dto.js';
import { Public } from '../http/access.js';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @ApiOperation({ operationId: 'getHealth', summary: 'Whether the shop and its database answer (for load balancers and monitors)' })
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'The shop and its database answer.' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database is unreachable.' })
  async health(): Promise<HealthDto> {
    if (!(await this.shop.isDatabaseReachable())) throw new ServiceUnavailableException({ status: 'unavailable', message: 'Database unreachable' });
    return { status: 'ok' };
  }
}
