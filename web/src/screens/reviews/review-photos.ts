/**
 * Review photos, made small in the browser before they are sent: a phone's photo is several MB,
 * and the API takes them as base64 inside the mutation. Each is drawn at most 1600 px on its long
 * side and saved as JPEG quality 0.85 (which also drops the camera's EXIF, its location among
 * it); a PNG or GIF already under 1 MB is sent as it is (a drawing's sharp edges, a GIF's frames).
 * What the server accepts (types, size, how many) is still its own decision.
 */
export const PHOTO_SIZE = {
  /** The long side of a photo as sent, in pixels. */
  maxSide: 1600,
  /** JPEG quality of a redrawn photo. */
  quality: 0.85,
  /** PNG and GIF files under this many bytes are sent unchanged. */
  keepBelowBytes: 1024 * 1024,
} as const;

/** A photo ready to send (`ReviewPhotoInput`) and to preview. */
export interface PreparedPhoto {
  fileName: string;
  /** The file's bytes as base64, without the `data:` prefix. */
  contentBase64: string;
  /** The MIME type of what is sent (image/jpeg after a redraw). */
  type: string;
}

/** The size that fits `width` × `height` within `max` on its long side, never enlarged. */
export function fitWithin(width: number, height: number, max: number = PHOTO_SIZE.maxSide): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a file goes as it is: a PNG or GIF that is already small. */
export function keepsOriginal(file: Pick<File, 'type' | 'size'>): boolean {
  return (file.type === 'image/png' || file.type === 'image/gif') && file.size < PHOTO_SIZE.keepBelowBytes;
}

/** The name of a redrawn photo: the chosen file's name with .jpg in place of its extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/** A blob's bytes as base64 (FileReader's data URL without its prefix). */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paint(context: Context2D, image: ImageBitmap, width: number, height: number) {
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
}

/** The image drawn at `width` × `height` as JPEG: on an OffscreenCanvas where there is one, else a canvas element. */
async function jpegOf(image: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      paint(context, image, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_SIZE.quality });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  paint(context, image, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', PHOTO_SIZE.quality));
}

/**
 * The chosen file made ready to send. A file the browser cannot decode goes as it is (the server
 * answers whether it takes it); a failure to draw or read rejects.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const original = async (): Promise<PreparedPhoto> => ({ fileName: file.name, contentBase64: await base64Of(file), type: file.type });
  if (keepsOriginal(file) || typeof createImageBitmap !== 'function') return original();
  let image: ImageBitmap;
  try {
    // The camera's rotation (EXIF) applied, so the photo stands as it was taken.
    image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original();
  }
  try {
    const { width, height } = fitWithin(image.width, image.height);
    const jpeg = await jpegOf(image, width, height);
    return { fileName: jpegName(file.name), contentBase64: await base64Of(jpeg), type: 'image/jpeg' };
  } finally {
    image.close();
  }
}
