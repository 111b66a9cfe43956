import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiRequestLanguage } from '../http/api-request-language.js';
import type { Request, Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-messages.js';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../domain/shared/language.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { RateLimit, SIGN_IN_RATE_LIMIT } from '../http/rate-limits.js';
import { requestLanguage } from '../http/request-language.js';
import { SHOP } from '../shop-token.js';
import { OptionalSession, Public, type RequestWithUser, SignedIn } from '../http/access.js';
import { CredentialsDto, MeDto, MessageDto, PasswordResetConfirmDto, PasswordResetRequestDto, SignedInDto } from './auth.dto.js';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../http/session-cookie.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  private get secureCookies(): boolean {
    return this.shop.config.publicUrl.startsWith('https://');
  }

  @Post('sign-up')
  @Public()
  @HttpCode(202)
  @RateLimit(SIGN_IN_RATE_LIMIT)
  @ApiOperation({ operationId: 'signUp', summary: 'Create an account; the same answer for new and known addresses (a verification or a notice email follows)' })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiRequestLanguage()
  async signUp(@Body() body: CredentialsDto, @Req() request: Request): Promise<MessageDto> {
    const language = requestLanguage(request);
    const message = valueOrThrow(await this.shop.accounts.signUp(body, language));
    return { message: message[language] };
  }

  @Get('verify-email')
  @Public()
  @ApiOperation({ operationId: 'verifyEmail', summary: 'The emailed verification link; redirects to the sign-in page' })
  @ApiQuery({ name: 'token', required: true, type: String, description: 'The token of the emailed link' })
  @ApiQuery({ name: 'lang', required: false, enum: LANGUAGES, description: 'Language of the sign-in page' })
  @ApiResponse({ status: 302, description: 'To /{lang}/auth?verified=1 (or verified=0 for an unknown or used token)', headers: { Location: { description: 'The sign-in page', schema: { type: 'string' } } } })
  async verifyEmail(@Query('token') token: string | undefined, @Query('lang') lang: string | undefined, @Res() response: Response): Promise<void> {
    const verified = await this.shop.accounts.verifyEmail(typeof token === 'string' ? token : '');
    const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    response.redirect(302, `/${language}/auth?${verified ? 'verified=1' : 'verified=0'}`);
  }

  @Post('sign-in')
  @Public()
  @HttpCode(200)
  @RateLimit(SIGN_IN_RATE_LIMIT)
  @ApiOperation({ operationId: 'signIn', summary: 'Sign in; sets a new httpOnly session cookie' })
  @ApiOkResponse({ type: SignedInDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Email address not verified yet' })
  @ApiRequestLanguage()
  async signIn(@Body() body: CredentialsDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SignedInDto> {
    const signedIn = valueOrThrow(await this.shop.accounts.signIn(body, requestLanguage(request)));
    setSessionCookie(response, signedIn.sessionToken, signedIn.expiresAt, this.secureCookies, signedIn.user.roles);
    return { message: ACCOUNT_MESSAGES.loggedIn[requestLanguage(request)], user: { ...signedIn.user, roles: [...signedIn.user.roles] } };
  }

  @Post('sign-out')
  @Public()
  @OptionalSession()
  @HttpCode(200)
  @ApiOperation({ operationId: 'signOut', summary: 'Sign out; revokes the session' })
  @ApiOkResponse({ type: MessageDto })
  @ApiRequestLanguage()
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageDto> {
    await this.shop.accounts.signOut(sessionTokenOf(request));
    clearSessionCookie(response, this.secureCookies);
    return { message: ACCOUNT_MESSAGES.signedOut[requestLanguage(request)] };
  }

  @Get('me')
  @SignedIn()
  @ApiCookieAuth('session')
  @ApiOperation({ operationId: 'getCurrentUser', summary: 'The signed-in user with roles' })
  @ApiOkResponse({ type: MeDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  me(@Req() request: RequestWithUser): MeDto {
    const user = request.user;
    if (user === undefined || user === null) throw new Error('AccessGuard lets no anonymous request reach /auth/me');
    return { user: { ...user, roles: [...user.roles] } };
  }

  @Post('password-reset')
  @Public()
  @HttpCode(202)
  @RateLimit(SIGN_IN_RATE_LIMIT)
  @ApiOperation({ operationId: 'requestPasswordReset', summary: 'Email a password-reset link (same answer whether or not the address is known)' })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiRequestLanguage()
  async requestReset(@Body() body: PasswordResetRequestDto, @Req() request: Request): Promise<MessageDto> {
    const language = requestLanguage(request);
    return { message: (await this.shop.accounts.requestPasswordReset(body.email, language))[language] };
  }

  @Post('password-reset/confirm')
  @Public()
  @HttpCode(200)
  @RateLimit(SIGN_IN_RATE_LIMIT)
  @ApiOperation({ operationId: 'confirmPasswordReset', summary: 'Set a new password with the emailed token; ends every session' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiRequestLanguage()
  async confirmReset(@Body() body: PasswordResetConfirmDto, @Req() request: Request): Promise<MessageDto> {
    const message = valueOrThrow(await this.shop.accounts.confirmPasswordReset(body.token, body.password));
    return { message: message[requestLanguage(request)] };
  }
}
