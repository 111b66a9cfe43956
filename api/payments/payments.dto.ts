import { ApiProperty } from '@nestjs/swagger';

export class WebhookAckDto {
  @ApiProperty({ example: true }) received!: boolean;
}
