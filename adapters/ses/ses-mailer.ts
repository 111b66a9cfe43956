import { randomUUID } from 'node:crypto';
import { SESClient, SendEmailCommand, SendRawEmailCommand, type SESClientConfig } from '@aws-sdk/client-ses';
import { buildMimeMessage } from '../local/file-mailer.js';
import { MailerError, type Mailer, type MailMessage } from '../../application/email/mailer.port.js';
import { assertHeaderSafe, formatMailbox } from '../local/mime-headers.js';

export interface SesMailerOptions {
  readonly region: string;
  /** A stand-in or VPC endpoint; null for the region's public one. */
  readonly endpoint: string | null;
  /** Explicit credentials (tests); otherwise the SDK's default chain (env, profile, role). */
  readonly credentials?: SESClientConfig['credentials'];
  /** SDK-level attempts per send; the outbox retries across polls, so keep this small. */
  readonly maxAttempts?: number;
}

/** Errors SES answers for a message it will never accept as it is. */
const PERMANENT_CODES = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'ConfigurationSetDoesNotExistException',
  'ConfigurationSetSendingPausedException',
  'AccountSendingPausedException',
  'InvalidParameterValue',
  'InvalidParameterCombination',
  'ValidationError',
  'MissingParameter',
]);
const TRANSIENT_CODES = new Set(['Throttling', 'ThrottlingException', 'ServiceUnavailable', 'InternalFailure', 'RequestTimeout']);

interface SdkErrorShape {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly $retryable?: unknown;
  readonly $metadata?: { readonly httpStatusCode?: unknown };
}

/**
 * Permanent: SES refused this message (rejected, invalid, unverified sender).
 * Transient: throttling, 5xx, network faults, and credential problems (an
 * operator can fix those and the outbox will retry).
 */
export const classifySesError = (error: unknown): MailerError => {
  const shape: SdkErrorShape = typeof error === 'object' && error !== null ? (error as SdkErrorShape) : {};
  const name = typeof shape.name === 'string' ? shape.name : 'Error';
  const text = `SES ${name}: ${typeof shape.message === 'string' ? shape.message : String(error)}`;
  const status = typeof shape.$metadata?.httpStatusCode === 'number' ? shape.$metadata.httpStatusCode : null;
  if (TRANSIENT_CODES.has(name) || shape.$retryable !== undefined) return new MailerError(text, false);
  if (PERMANENT_CODES.has(name)) return new MailerError(text, true);
  if (status === null || status >= 500 || status === 429 || status === 401 || status === 403) return new MailerError(text, false);
  return new MailerError(text, status >= 400);
};

/** Sends through Amazon SES (v1 SendEmail), HTML and text bodies in UTF-8. */
export class SesMailer implements Mailer {
  private readonly client: SESClient;

  constructor(options: SesMailerOptions) {
    this.client = new SESClient({
      region: options.region,
      maxAttempts: options.maxAttempts ?? 2,
      ...(options.endpoint === null ? {} : { endpoint: options.endpoint }),
      ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    });
  }

  async send(message: MailMessage): Promise<void> {
    if ((message.attachments ?? []).length > 0) {
      // Attachments need the whole MIME message (SendRawEmail), built as the file mailer builds it.
      const raw = buildMimeMessage(message, randomUUID(), new Date());
      try {
        await this.client.send(new SendRawEmailCommand({ RawMessage: { Data: new TextEncoder().encode(raw) } }));
      } catch (error) {
        throw classifySesError(error);
      }
      return;
    }
    const command = new SendEmailCommand({
      Source: formatMailbox(assertHeaderSafe('From', message.from)),
      Destination: { ToAddresses: [formatMailbox(assertHeaderSafe('To', message.to))] },
      ...(message.replyTo === undefined ? {} : { ReplyToAddresses: [formatMailbox(assertHeaderSafe('Reply-To', message.replyTo))] }),
      Message: {
        Subject: { Data: assertHeaderSafe('Subject', message.subject), Charset: 'UTF-8' },
        Body: {
          Text: { Data: message.text, Charset: 'UTF-8' },
          Html: { Data: message.html, Charset: 'UTF-8' },
        },
      },
    });
    try {
      await this.client.send(command);
    } catch (error) {
      throw classifySesError(error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}
