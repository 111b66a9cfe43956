/** Which form the files are for: the contact forms or a landing page's form. */
export const UPLOAD_PURPOSES = ['contact', 'landing'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const FOLDERS: Readonly<Record<UploadPurpose, string>> = { contact: 'contact-form', landing: 'landing-page' };

/** Storage keys keep to a portable alphabet (S3, every file system); the row keeps the readable name. */
const keySafe = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120) || 'file';

/** The spec's path: `contact-form/{timestamp}-{random}-{filename}` (or `landing-page/…`). */
export const uploadStorageKey = (purpose: UploadPurpose, timestamp: number, random: string, safeName: string): string =>
  `${FOLDERS[purpose]}/${timestamp}-${random}-${keySafe(safeName)}`;
