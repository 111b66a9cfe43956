import { ApiProperty } from '@nestjs/swagger';

export class SuggestionDto {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
}

export class SuggestionsDto {
  @ApiProperty({ type: [SuggestionDto], maxItems: 3, description: 'Link to /{lang}/container/{slug}' }) products!: SuggestionDto[];
  @ApiProperty({ type: [SuggestionDto], maxItems: 3, description: 'Link to /{lang}/pages/{slug}' }) landingPages!: SuggestionDto[];
}
