/** Where uploaded files live. Keys are random and contain no user input. */
export interface FileStorage {
  readonly name: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
}
