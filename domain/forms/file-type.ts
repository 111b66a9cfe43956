/** The file kinds a visitor may attach, with their MIME type and accepted name extensions. */
export const UPLOAD_FILE_KINDS = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  png: { mimeType: 'image/png', extensions: ['png'], label: 'PNG' },
  webp: { mimeType: 'image/webp', extensions: ['webp'], label: 'WebP' },
  gif: { mimeType: 'image/gif', extensions: ['gif'], label: 'GIF' },
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  doc: { mimeType: 'application/msword', extensions: ['doc'], label: 'DOC' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'DOCX',
  },
  xls: { mimeType: 'application/vnd.ms-excel', extensions: ['xls'], label: 'XLS' },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'XLSX',
  },
  txt: { mimeType: 'text/plain', extensions: ['txt'], label: 'TXT' },
} as const satisfies Record<string, { mimeType: string; extensions: readonly string[]; label: string }>;

export type FileKind = keyof typeof UPLOAD_FILE_KINDS;

/**
 * What the bytes say. 'ole2' is an old Office file (doc or xls) and
 * 'office-zip' a ZIP that does not show whether it is docx or xlsx: the name
 * decides between those.
 */
export type SniffedFileType = FileKind | 'ole2' | 'office-zip';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): readonly number[] => Array.from(text, (char) => char.charCodeAt(0));

const uint16At = (bytes: Uint8Array, offset: number): number => (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL_HEADER = [0x50, 0x4b, 0x01, 0x02];

/** The entry names found at real ZIP local and central directory headers. */
const zipEntryNames = (bytes: Uint8Array): readonly string[] => {
  const names: string[] = [];
  for (let at = 0; at + 30 <= bytes.length; at += 1) {
    if (bytes[at] !== 0x50 || bytes[at + 1] !== 0x4b) continue;
    const header = startsWith(bytes, ZIP_LOCAL_HEADER, at)
      ? { nameLengthAt: 26, nameAt: 30 }
      : startsWith(bytes, ZIP_CENTRAL_HEADER, at)
        ? { nameLengthAt: 28, nameAt: 46 }
        : null;
    if (header === null) continue;
    const nameLength = Math.min(uint16At(bytes, at + header.nameLengthAt), 64);
    names.push(String.fromCharCode(...bytes.subarray(at + header.nameAt, at + header.nameAt + nameLength)));
  }
  return names;
};

const officeZipKind = (bytes: Uint8Array): SniffedFileType => {
  const names = zipEntryNames(bytes);
  const word = names.some((name) => name.startsWith('word/'));
  const excel = names.some((name) => name.startsWith('xl/'));
  if (word && !excel) return 'docx';
  if (excel && !word) return 'xlsx';
  return 'office-zip';
};

/** Length and smallest code point of the UTF-8 sequence a lead byte opens; null for a bad lead byte. */
const utf8Sequence = (lead: number): { readonly length: number; readonly min: number } | null => {
  if (lead < 0x80) return { length: 1, min: 0 };
  if (lead >= 0xc2 && lead < 0xe0) return { length: 2, min: 0x80 };
  if (lead >= 0xe0 && lead < 0xf0) return { length: 3, min: 0x800 };
  if (lead >= 0xf0 && lead < 0xf5) return { length: 4, min: 0x10000 };
  return null;
};

/** Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF. */
export const isValidUtf8 = (bytes: Uint8Array): boolean => {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at] ?? 0;
    const sequence = utf8Sequence(lead);
    if (sequence === null || at + sequence.length > bytes.length) return false;
    let codePoint = sequence.length === 1 ? lead : lead & (0xff >> (sequence.length + 1));
    for (let next = 1; next < sequence.length; next += 1) {
      const byte = bytes[at + next] ?? 0;
      if ((byte & 0xc0) !== 0x80) return false;
      codePoint = (codePoint << 6) | (byte & 0x3f);
    }
    if (codePoint < sequence.min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return false;
    at += sequence.length;
  }
  return true;
};

const MARKUP_STARTS = ['<!doctype', '<html', '<script', '<head', '<body', '<iframe', '<svg', '<?xml', '<!--'];

const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0) || !isValidUtf8(bytes)) return false;
  const start = String.fromCharCode(...bytes.subarray(0, 256))
    .replace(/^\u00ef\u00bb\u00bf/, '')
    .trimStart()
    .toLowerCase();
  return !MARKUP_STARTS.some((marker) => start.startsWith(marker));
};

/** Sniffs the file type from its first bytes (magic numbers); null when it is none of the accepted kinds. */
export const detectFileType = (bytes: Uint8Array): SniffedFileType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return officeZipKind(bytes);
  return isPlainText(bytes) ? 'txt' : null;
};
