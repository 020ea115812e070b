import express, { type Express } from 'express';
import { config } from '@shop/kit/contracts.js';
import { diskStorage, fileStorage } from '@shop/kit/file-storage/index.js';
import { uploadKeyOf, verifyFileSignature } from '@shop/kit/file-urls.js';
import { refuse } from './limits.js';

/**
 * Uploaded files at /uploads (kit file-urls.ts). Private files (`/uploads/private/...`: inquiry
 * attachments, meal and body photos) are answered only to a URL this shop signed and that has not
 * expired, with `Cache-Control: private, no-store` so no shared cache keeps them (nor a browser's
 * disk after a deletion); anything else there is a 403 and nothing is read. Public files (shop
 * pages' images) are immutable (a replaced file gets a new key) and cached for 30 days.
 */
export function mountUploads(app: Express, uploadsDir: string | undefined): void {
  const storage = () => (config().STORAGE_PROVIDER === 'disk' && uploadsDir ? diskStorage(uploadsDir) : fileStorage());
  app.get(/^\/uploads\/private\//, async (req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    const key = uploadKeyOf(req.path);
    if (!key || !verifyFileSignature(key, req.query.exp, req.query.sig)) {
      return refuse(req, res, 'FORBIDDEN', '파일을 볼 수 있는 주소가 아니거나 주소의 기한이 지났습니다. 화면을 새로 고쳐주세요.');
    }
    try {
      const file = await storage().read(key);
      if (!file) return refuse(req, res, 'NOT_FOUND', '파일을 찾을 수 없습니다.');
      res.type(file.contentType).set('Content-Disposition', 'inline').send(Buffer.from(file.bytes));
    } catch (error) {
      next(error);
    }
  });
  if (uploadsDir && config().STORAGE_PROVIDER === 'disk') {
    app.use('/uploads', express.static(uploadsDir, { index: false, maxAge: '30d', immutable: true, dotfiles: 'deny' }));
  }
}
