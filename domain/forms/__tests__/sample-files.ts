/** Test-only byte samples of each file kind. */
const bytes = (...parts: readonly (string | readonly number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : [...part])));

const zipEntry = (name: string): readonly number[] => [
  0x50, 0x4b, 0x03, 0x04, ...new Array<number>(22).fill(0), name.length, 0, 0, 0, ...Array.from(name, (c) => c.charCodeAt(0)),
];

export const SAMPLES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7\n%âãÏÓ'),
  ole2: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]),
  docx: bytes(zipEntry('[Content_Types].xml'), 'compressed', zipEntry('word/document.xml')),
  xlsx: bytes(zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')),
  bareZip: bytes(zipEntry('mimetype'), 'data'),
  text: bytes('Hallo, dit is een offerte-aanvraag.\nGroeten'),
  utf8Text: Uint8Array.from([...new TextEncoder().encode('Größe: 20ft — prijs €')]),
  html: bytes('  <!DOCTYPE html><html><script>alert(1)</script>'),
  binary: bytes([0x00, 0x01, 0x02, 0xff, 0xfe]),
} as const;
