import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A file of a data folder as the archive names it (`files/public/…`), and the copy it is read from. */
export interface DataFile {
  readonly path: string;
  readonly source: string;
  readonly bytes: number;
}

/** A file being written by the local file storage (`<name>.<uuid>.tmp`, renamed into place when whole). */
const IN_PROGRESS = /\.[0-9a-f-]{36}\.tmp$/;

/** Every regular file under `root`, as paths relative to it with `/`; links and sockets are skipped. */
const walk = async (root: string, relative = ''): Promise<string[]> => {
  let names: string[];
  try {
    names = await readdir(join(root, relative));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const name of names.sort()) {
    const path = relative === '' ? name : `${relative}/${name}`;
    const info = await stat(join(root, path)).catch(() => null);
    if (info?.isDirectory() === true) found.push(...(await walk(root, path)));
    else if (info?.isFile() === true && !IN_PROGRESS.test(name)) found.push(path);
  }
  return found;
};

/**
 * The files of `folders` under `dataDir`, each linked (copied across file systems) into `scratch`
 * first: the local file storage replaces a file by renaming a new one over it, so the linked copy
 * keeps the bytes it had when listed while the shop goes on writing. A file gone meanwhile is left out.
 */
export const snapshotDataFolders = async (dataDir: string, folders: readonly string[], scratch: string): Promise<DataFile[]> => {
  const files: DataFile[] = [];
  for (const folder of folders) {
    for (const relative of await walk(join(dataDir, folder))) {
      const path = `${folder}/${relative}`;
      const source = join(scratch, ...path.split('/'));
      await mkdir(dirname(source), { recursive: true });
      try {
        await link(join(dataDir, ...path.split('/')), source).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
          await copyFile(join(dataDir, ...path.split('/')), source);
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      files.push({ path, source, bytes: (await stat(source)).size });
    }
  }
  return files;
};

/** A folder that does not exist or holds nothing. */
export const isEmptyFolder = async (path: string): Promise<boolean> => {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
};

/** SHA-256 of a file, read as a stream (lower-case hex). */
export const fileSha256 = async (path: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};
