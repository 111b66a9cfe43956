import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { AUDIT_ACTIONS } from '../../domain/audit/audit-entry.js';
import { AdminPageQueryDto } from './orders.dto.js';

/** The filter as the URL carries it; checked by the use case (400 naming the field). */
export class AuditQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ example: 'products', description: 'A table (products, orders, redirects …): its rows and the rows it owns' })
  @IsOptional()
  @IsString()
  entity?: string;

  @ApiPropertyOptional({ description: "A record's id: with entity, that record's history (its own rows and those it owns)" })
  @IsOptional()
  @IsString()
  id?: string;

  @ApiPropertyOptional({ example: 'anna@', description: "Part of the actor: an admin's email, or cli:{user}" })
  @IsOptional()
  @IsString()
  actor?: string;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this day (midnight in Brussels) or ISO instant on' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Up to and including this day (Brussels), or before this ISO instant' })
  @IsOptional()
  @IsString()
  to?: string;
}

export class AuditOwnerDto {
  @ApiProperty({ example: 'products' }) entity!: string;
  @ApiProperty() id!: string;
}

export class AuditEntryDto {
  @ApiProperty({ description: 'Increasing in the order the records were written' }) id!: string;
  @ApiProperty({ format: 'date-time', description: 'When the change was made (its transaction)' }) at!: string;
  @ApiProperty({ example: 'anna@example.be', description: "The admin's email, or cli:{user} for the operators' CLI" }) actor!: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: string;
  @ApiProperty({ example: 'products', description: 'The table written' }) entity!: string;
  @ApiProperty({ description: "The row's primary key (columns joined by /)" }) entityId!: string;
  @ApiProperty({ type: AuditOwnerDto, nullable: true, description: 'The record the row belongs to (a translation’s product, a line’s order)' }) owner!: AuditOwnerDto | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The changed fields before (the whole row for a delete); null for an insert' })
  before!: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The changed fields after (the whole row for an insert); null for a delete' })
  after!: Record<string, unknown> | null;

  @ApiProperty({ type: [String], description: 'Secret fields (password and token hashes) that changed: named, never their values' }) redacted!: string[];
}

export class AuditListDto {
  @ApiProperty({ type: [AuditEntryDto] }) items!: AuditEntryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
