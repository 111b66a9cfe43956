import { ApiProperty } from '@nestjs/swagger';

export class FaqItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '01', description: "Two digits: the entry's place in the unfiltered list" }) number!: string;
  @ApiProperty() question!: string;
  @ApiProperty() answer!: string;
}

export class FaqListDto {
  @ApiProperty({ type: [FaqItemDto] }) items!: FaqItemDto[];
}
