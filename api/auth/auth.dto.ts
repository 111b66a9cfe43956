import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

/** Shape only; the rules (required, valid email, length) are the domain's, with its messages. */
export class CredentialsDto {
  @ApiProperty({ example: 'klant@example.be' }) @IsOptional() @IsString() @MaxLength(320) email?: string;
  @ApiProperty({ minLength: 10 }) @IsOptional() @IsString() @MaxLength(1000) password?: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class PasswordResetRequestDto {
  @ApiProperty() @IsString() @MaxLength(320) email!: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class PasswordResetConfirmDto {
  @ApiProperty() @IsString() @MaxLength(200) token!: string;
  @ApiProperty({ minLength: 10 }) @IsString() @MaxLength(1000) password!: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class MessageDto {
  @ApiProperty() message!: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: [String], example: ['admin'] }) roles!: string[];
}

export class SignedInDto extends MessageDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

export class MeDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}
