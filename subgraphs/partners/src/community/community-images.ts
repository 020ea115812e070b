import { contentTypeOfKey, isPrivateKey, privateKeyOwner, uploadKeyOf, UPLOADS_PATH } from '@shop/kit/file-urls.js';
import { fileStorage } from '@shop/kit/file-storage/index.js';
import { z, type Identity } from '@shop/kit';

/**
 * Images of a post are files the shop already stores (uploaded through commerce's files API):
 * their `/uploads/...` URL (signed or not, or the bucket's public URL), kept as the bare path and
 * signed again for each reader (kit file-urls.ts `readableImageUrl`). A private file may be put on
 * a post only by the account it was uploaded for (`private/user/<id>/...`): someone who saw
 * another person's signed URL cannot publish it. Outside URLs are refused: the shop answers for
 * what its community shows (and its Content-Security-Policy would not show them). A channel's
 * profile photo follows the same rule (channels.service editChannelProfile).
 */
export function storedImageKey(url: string): string | null {
  const direct = uploadKeyOf(url);
  if (direct) return direct;
  const base = fileStorage().publicUrl('');
  if (base === UPLOADS_PATH || !url.startsWith(base)) return null;
  const key = url.slice(base.length).split(/[?#]/)[0]!;
  return key && !key.split('/').some((part) => part === '' || part === '.' || part === '..') ? key : null;
}

/** One image URL for `identity` (the account attaching it): a stored image, kept as its bare path. */
export function storedImageUrlSchema(identity: Identity) {
  return z
    .string({ error: '이미지 주소를 입력해주세요.' })
    .trim()
    .max(2000, '이미지 주소가 너무 깁니다.')
    .transform((value, ctx) => {
      const key = storedImageKey(value);
      if (!key) {
        ctx.addIssue({ code: 'custom', message: '쇼핑몰에 올린 이미지 주소(/uploads/...)만 붙일 수 있습니다.' });
        return z.NEVER;
      }
      if (!contentTypeOfKey(key).startsWith('image/')) {
        ctx.addIssue({ code: 'custom', message: '이미지 파일(JPG, PNG, WEBP, GIF)만 붙일 수 있습니다.' });
        return z.NEVER;
      }
      const owner = privateKeyOwner(key);
      if (isPrivateKey(key) && identity.role !== 'admin' && !(owner?.ownerType === 'user' && owner.ownerId === identity.userId)) {
        ctx.addIssue({ code: 'custom', message: '내 계정에 올린 이미지만 붙일 수 있습니다.' });
        return z.NEVER;
      }
      return `${UPLOADS_PATH}${key}`;
    });
}

/** A zod list of image URLs for `identity`: at most `max`, each a stored image, kept as bare paths. */
export function imageUrlsSchema(identity: Identity, max: number) {
  return z.array(storedImageUrlSchema(identity)).max(max, `이미지는 글 하나에 ${max}장까지 붙일 수 있습니다.`);
}
