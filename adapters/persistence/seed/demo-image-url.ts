import { publicMediaUrl } from '../../../application/files/file-storage.port.js';

/** Demo images are copied to the public store under demo/ and served at /media/demo/…. */
export const DEMO_IMAGE_FOLDER = 'demo';

export const demoImageUrl = (fileName: string): string =>
  fileName.startsWith('/') ? fileName : publicMediaUrl(`${DEMO_IMAGE_FOLDER}/${fileName}`);
