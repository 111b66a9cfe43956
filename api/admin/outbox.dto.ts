import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { OUTBOX_STATUSES } from '../../application/admin-inbox/admin-outbox.port.js';
import { AdminPageQueryDto } from './orders.dto.js';

export class OutboxQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES, description: 'pending, sending, sent or dead (failed for good)' }) @IsOptional() @IsString() status?: string;
}

export class OutboxEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: OUTBOX_STATUSES }) status!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ description: "The main message was refused for good and its 'BACKUP:' fallback is used" }) usingFallback!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) nextAttemptAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt!: string | null;
}

export class OutboxListDto {
  @ApiProperty({ type: [OutboxEntryDto] }) items!: OutboxEntryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class OutboxRetryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending'] }) status!: string;
}
