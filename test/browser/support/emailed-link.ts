import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text parts of an .eml the shop wrote (base64 bodies, adapters/local/file-mailer.ts), decoded. */
const emailText = (eml: string): string =>
  [...eml.matchAll(/Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)(?:\r\n--|$)/g)].map((part) => Buffer.from((part[1] ?? '').replace(/\r\n/g, ''), 'base64').toString('utf8')).join('\n');

const emlFiles = (folder: string): readonly string[] => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

/**
 * The link to a customer's token page (`/offer/…`, `/rental/…`) in an email to `to`, once the
 * outbox has written it to the test shop's DATA_DIR/mail; waits up to 30 s for it.
 */
export const tokenLinkEmailedTo = async (dataDir: string, to: string, page: 'offer' | 'rental'): Promise<string> => {
  const folder = join(dataDir, 'mail');
  const pattern = new RegExp(`https?://[^\\s"<]+/${page}/[A-Za-z0-9_-]{43}`);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    for (const name of emlFiles(folder)) {
      const eml = readFileSync(join(folder, name), 'utf8');
      if (!eml.includes(`To: ${to}`) && !eml.includes(`<${to}>`)) continue;
      const link = pattern.exec(emailText(eml))?.[0];
      if (link !== undefined) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no ${page} email to ${to} in ${folder}`);
};
