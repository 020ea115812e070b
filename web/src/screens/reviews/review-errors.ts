import { errorMessage } from '../../lib/apollo';

/** A refused review split for the form: the server's Korean messages by the field they name (`extensions.fields`). */
export interface ReviewErrors {
  rating?: string;
  content?: string;
  photos?: string;
  /** Which new photo (its place among those added) the server refused (`photos.1.contentBase64`). */
  photoIndex?: number;
  /** A message that names no field of the form (orderLineId, a network error), shown above the button. */
  form?: string;
  /** The review that exists already (REVIEW_EXISTS), to offer it instead. */
  reviewId?: string;
}

interface FieldProblem {
  field: string;
  message: string;
}

type Refusal = { errors?: { extensions?: { code?: string; fields?: FieldProblem[]; reviewId?: unknown } }[] } | null;

/** Where each input field's message goes: photos and addPhotos (and their items) under the photo picker. */
const PLACES: Record<string, 'rating' | 'content' | 'photos'> = {
  rating: 'rating',
  content: 'content',
  photos: 'photos',
  addPhotos: 'photos',
  removePhotoIds: 'photos',
};

export function reviewErrorsOf(error: unknown): ReviewErrors {
  const first = (error as Refusal)?.errors?.[0];
  const errors: ReviewErrors = {};
  const unplaced: string[] = [];
  for (const { field, message } of first?.extensions?.fields ?? []) {
    const [head = '', index] = field.replace(/^input\./, '').split('.');
    const place = PLACES[head];
    if (!place) {
      unplaced.push(message);
      continue;
    }
    if (errors[place]) continue;
    errors[place] = message;
    if (place === 'photos' && head !== 'removePhotoIds' && index !== undefined && /^\d+$/.test(index)) errors.photoIndex = Number(index);
  }
  const placed = Boolean(errors.rating || errors.content || errors.photos);
  if (!placed) errors.form = errorMessage(error);
  else if (unplaced.length) errors.form = unplaced[0];
  const reviewId = first?.extensions?.reviewId;
  if (first?.extensions?.code === 'REVIEW_EXISTS' && (typeof reviewId === 'string' || typeof reviewId === 'number')) errors.reviewId = String(reviewId);
  return errors;
}
