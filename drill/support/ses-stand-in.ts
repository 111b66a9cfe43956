import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** One SendEmail the stand-in accepted. */
export interface AcceptedEmail {
  readonly to: string;
  readonly subject: string;
  /** The access key id of the sender (each shop instance of a drill gets its own), from the SigV4 header. */
  readonly sender: string;
}

/**
 * A stand-in for the SES Query API (as in adapters/ses/ses-mailer.test.ts)
 * that a drill can switch to failing (503 ServiceUnavailable, which the shop
 * treats as transient) and back.
 */
export interface SesStandIn {
  readonly url: string;
  readonly accepted: AcceptedEmail[];
  /** SendEmail calls refused while failing. */
  refused: number;
  failing: boolean;
  /** Milliseconds before each answer (a slower provider spreads the outbox work over several rounds). */
  delayMs: number;
  close(): Promise<void>;
}

const SUCCESS = (id: number): string => `<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">
  <SendEmailResult><MessageId>drill-${id}</MessageId></SendEmailResult>
  <ResponseMetadata><RequestId>drill-req-${id}</RequestId></ResponseMetadata>
</SendEmailResponse>`;

const UNAVAILABLE = `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">
  <Error><Type>Receiver</Type><Code>ServiceUnavailable</Code><Message>Drill: the provider is down</Message></Error>
  <RequestId>drill-down</RequestId>
</ErrorResponse>`;

/** A raw MIME message's header (the first line of it; enough to tell messages apart). */
const rawHeader = (raw: string, name: string): string => new RegExp(`^${name}: *(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

/** Recipient and subject of a SendEmail, or of a SendRawEmail (messages with attachments: invoices) from its MIME headers. */
const addressedTo = (form: URLSearchParams): { readonly to: string; readonly subject: string } => {
  const raw = form.get('RawMessage.Data');
  if (raw === null) return { to: form.get('Destination.ToAddresses.member.1') ?? '', subject: form.get('Message.Subject.Data') ?? '' };
  const message = Buffer.from(raw, 'base64').toString('utf8');
  return { to: form.get('Destinations.member.1') ?? rawHeader(message, 'To'), subject: rawHeader(message, 'Subject') };
};

const senderOf = (request: IncomingMessage): string => /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1] ?? 'unknown';

export const startSesStandIn = async (port: number): Promise<SesStandIn> => {
  const standIn: SesStandIn = {
    url: `http://127.0.0.1:${port}`,
    accepted: [],
    refused: 0,
    failing: false,
    delayMs: 0,
    close: async () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const answer = (request: IncomingMessage, response: ServerResponse, body: string): void => {
    const form = new URLSearchParams(body);
    if (standIn.failing) {
      standIn.refused += 1;
      response.writeHead(503, { 'content-type': 'text/xml' });
      response.end(UNAVAILABLE);
      return;
    }
    standIn.accepted.push({ ...addressedTo(form), sender: senderOf(request) });
    response.writeHead(200, { 'content-type': 'text/xml' });
    response.end(SUCCESS(standIn.accepted.length));
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (standIn.delayMs > 0) setTimeout(() => answer(request, response, body), standIn.delayMs);
      else answer(request, response, body);
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return standIn;
};

/** How many times each (to, subject) was accepted. */
export const deliveriesPerMessage = (accepted: readonly AcceptedEmail[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const email of accepted) {
    const key = `${email.to}\n${email.subject}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};
