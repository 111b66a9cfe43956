import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { MailMessage } from '../../application/email/mailer.port.js';
import { SesMailer } from './ses-mailer.js';

/** A stand-in for the SES Query API on 127.0.0.1: records each request and answers as told. */
interface StandIn {
  readonly requests: URLSearchParams[];
  answer: { status: number; body: string };
}

const SUCCESS = `<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">
  <SendEmailResult><MessageId>0100018c-test-message-id</MessageId></SendEmailResult>
  <ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata>
</SendEmailResponse>`;

const errorBody = (type: string, code: string, message: string): string => `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">
  <Error><Type>${type}</Type><Code>${code}</Code><Message>${message}</Message></Error>
  <RequestId>req-2</RequestId>
</ErrorResponse>`;

const message: MailMessage = {
  from: 'Container Shop <info@containershop.example>',
  to: 'jan@example.be',
  replyTo: 'klant@example.nl',
  subject: 'Orderbevestiging 1234 – € 6.424,50',
  text: 'Beste Jan,\nBedankt.',
  html: '<p>Beste Jan,</p>',
};

describe('SesMailer against a local SES stand-in', () => {
  const standIn: StandIn = { requests: [], answer: { status: 200, body: SUCCESS } };
  let server: Server;
  let mailer: SesMailer;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        standIn.requests.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(standIn.answer.status, { 'content-type': 'text/xml' });
        response.end(standIn.answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    mailer = new SesMailer({
      region: 'eu-west-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'AKIDTESTDUMMY', secretAccessKey: 'dummy-secret-for-the-stand-in' },
      maxAttempts: 1,
    });
  });

  afterAll(async () => {
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.answer = { status: 200, body: SUCCESS };
  });

  it('sends SendEmail with the destination, subject, both bodies and the reply-to', async () => {
    await mailer.send(message);
    expect(standIn.requests).toHaveLength(1);
    const sent = standIn.requests[0] ?? new URLSearchParams();
    expect(sent.get('Action')).toBe('SendEmail');
    expect(sent.get('Source')).toBe('Container Shop <info@containershop.example>');
    expect(sent.get('Destination.ToAddresses.member.1')).toBe('jan@example.be');
    expect(sent.get('ReplyToAddresses.member.1')).toBe('klant@example.nl');
    expect(sent.get('Message.Subject.Data')).toBe(message.subject);
    expect(sent.get('Message.Subject.Charset')).toBe('UTF-8');
    expect(sent.get('Message.Body.Text.Data')).toBe(message.text);
    expect(sent.get('Message.Body.Html.Data')).toBe(message.html);
  });

  it('turns a 400 MessageRejected into a permanent MailerError', async () => {
    standIn.answer = { status: 400, body: errorBody('Sender', 'MessageRejected', 'Email address is not verified.') };
    await expect(mailer.send(message)).rejects.toEqual(expect.objectContaining({ permanent: true, message: expect.stringContaining('MessageRejected') }));
  });

  it('turns a 500 into a transient MailerError', async () => {
    standIn.answer = { status: 500, body: errorBody('Receiver', 'InternalFailure', 'Try again.') };
    await expect(mailer.send(message)).rejects.toEqual(expect.objectContaining({ permanent: false }));
  });

  it('turns throttling and an unreachable endpoint into transient errors', async () => {
    standIn.answer = { status: 400, body: errorBody('Sender', 'Throttling', 'Maximum sending rate exceeded.') };
    await expect(mailer.send(message)).rejects.toEqual(expect.objectContaining({ permanent: false }));

    const unreachable = new SesMailer({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'AKIDTESTDUMMY', secretAccessKey: 'dummy' },
      maxAttempts: 1,
    });
    await expect(unreachable.send(message)).rejects.toEqual(expect.objectContaining({ permanent: false }));
    unreachable.close();
  });
});
