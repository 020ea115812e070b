import { AwsClient } from 'aws4fetch';
import { config } from '../config.js';
import { contentTypeOfKey } from '../file-urls.js';
import type { FileStorage } from './types.js';

/**
 * Any S3-compatible store (AWS S3, MinIO, R2...) with SigV4-signed requests. Only public keys may
 * be readable without credentials (the bucket policy allows anonymous GET on everything but
 * `private/`); private files reach browsers through the gateway's signed /uploads/private route.
 */
export function s3Storage(): FileStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = config();
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('STORAGE_PROVIDER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const client = new AwsClient({ accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, region: S3_REGION, service: 's3' });
  const objectUrl = (key: string) => `${S3_ENDPOINT.replace(/\/$/, '')}/${S3_BUCKET}/${key}`;
  const check = async (response: Response, action: string) => {
    if (!response.ok) throw new Error(`S3 ${action} failed: HTTP ${response.status}`);
  };
  return {
    name: 's3',
    async put(key, bytes, contentType) {
      await check(await client.fetch(objectUrl(key), { method: 'PUT', body: bytes, headers: { 'content-type': contentType } }), 'put');
    },
    async remove(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (response.status !== 404) await check(response, 'delete');
    },
    async read(key) {
      const response = await client.fetch(objectUrl(key), { method: 'GET' });
      if (response.status === 404 || response.status === 403) return null;
      await check(response, 'get');
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: contentTypeOfKey(key) };
    },
    publicUrl: (key) => (S3_PUBLIC_URL ? `${S3_PUBLIC_URL.replace(/\/$/, '')}/${key}` : objectUrl(key)),
  };
}
