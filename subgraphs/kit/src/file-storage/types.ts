/** Where uploaded files live. Keys are random and contain no user input (file-urls.ts says how they are laid out). */
export interface FileStorage {
  readonly name: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The stored bytes and their type, or null when there is no such object (the gateway serves private files from here). */
  read(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** The URL a browser loads a public file from (shop pages' images; cacheable). */
  publicUrl(key: string): string;
}
