import { config } from '../config.js';
import { diskStorage } from './disk.js';
import { s3Storage } from './s3.js';
import type { FileStorage } from './types.js';

export type { FileStorage } from './types.js';
export { diskStorage } from './disk.js';

let storage: FileStorage | undefined;

/** The configured storage: disk unless STORAGE_PROVIDER=s3. Commerce writes to it; the gateway reads private files from it. */
export function fileStorage(): FileStorage {
  storage ??= config().STORAGE_PROVIDER === 's3' ? s3Storage() : diskStorage();
  return storage;
}
