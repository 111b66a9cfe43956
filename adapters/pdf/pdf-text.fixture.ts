import { inflateSync } from 'node:zlib';

/** WinAnsi (Windows-1252) where it differs from Latin-1: the bytes 0x80–0x9F (euro sign, dashes, quotes). */
const WIN_ANSI_HIGH: readonly (string | undefined)[] = [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'];

/**
 * The text a PDF shows: pdfkit writes each run of the built-in fonts as hex
 * WinAnsi codes in TJ arrays (`[<48656c6c6f> 0 <...>] TJ`); this reads them back.
 */
export const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  const decode = (hex: string): string => [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI_HIGH[byte - 0x80] ?? String.fromCharCode(byte)).join('');
  return streams
    .flatMap((stream) => [...stream.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((match) => [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decode(hex[1] ?? '')).join('')))
    .join('\n');
};
