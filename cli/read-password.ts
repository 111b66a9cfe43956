import { createInterface } from 'node:readline';

/** The whole of standard input, trimmed of its final line break (`--password-stdin`). */
export const readPasswordFromStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
};

/** Asks on the terminal without echoing what is typed. */
export const promptPassword = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const muted = terminal as unknown as { _writeToOutput: (text: string) => void };
    process.stderr.write(question);
    muted._writeToOutput = () => undefined;
    terminal.question('', (answer) => {
      terminal.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
