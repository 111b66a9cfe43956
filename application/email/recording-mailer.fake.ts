import { MailerError, type Mailer, type MailMessage } from './mailer.port.js';

/** A Mailer that records what it delivered and fails as scripted: 'ok', 'transient' or 'permanent' per call. */
export class ScriptedMailer implements Mailer {
  readonly delivered: MailMessage[] = [];
  private readonly script: ('ok' | 'transient' | 'permanent')[];

  constructor(script: readonly ('ok' | 'transient' | 'permanent')[] = []) {
    this.script = [...script];
  }

  async send(message: MailMessage): Promise<void> {
    const next = this.script.shift() ?? 'ok';
    if (next === 'transient') throw new MailerError('451 try again later', false);
    if (next === 'permanent') throw new MailerError('554 message rejected', true);
    this.delivered.push(message);
  }
}
