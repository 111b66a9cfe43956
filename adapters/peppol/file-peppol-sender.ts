import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PeppolDocument, PeppolReceipt, PeppolSender } from '../../application/invoices/peppol-sender.port.js';

/**
 * The offline Peppol default: each document is written to DATA_DIR/peppol as
 * `{number}.xml` with a `{number}.receipt.json` beside it, as an access point
 * would acknowledge it. Nothing leaves the machine.
 */
export class FilePeppolSender implements PeppolSender {
  constructor(
    private readonly folder: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(document: PeppolDocument): Promise<PeppolReceipt> {
    await mkdir(this.folder, { recursive: true });
    const receipt = { deliveryId: `local-${randomUUID()}`, deliveredAt: this.now() };
    const write = async (name: string, content: string): Promise<void> => {
      const temporary = join(this.folder, `.${name}.tmp`);
      await writeFile(temporary, content, 'utf8');
      await rename(temporary, join(this.folder, name));
    };
    await write(`${document.number}.xml`, document.xml);
    await write(
      `${document.number}.receipt.json`,
      `${JSON.stringify({ number: document.number, kind: document.kind, receiver: document.receiver, deliveryId: receipt.deliveryId, deliveredAt: receipt.deliveredAt.toISOString() }, null, 2)}\n`,
    );
    return receipt;
  }
}
