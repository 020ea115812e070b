import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config.js';
import { contentTypeOfKey } from '../file-urls.js';
import type { FileStorage } from './types.js';

/** Files under DATA_DIR/uploads; the gateway serves that folder at /uploads (dev and demo). */
export function diskStorage(root = path.resolve(config().DATA_DIR, 'uploads')): FileStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error('storage key escapes the upload folder');
    return file;
  };
  return {
    name: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async read(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
}
