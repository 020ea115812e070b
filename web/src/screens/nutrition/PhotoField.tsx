import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { UploadPhotoDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, FilePicker } from '../../ui';

const TEXT = {
  uploading: '올리는 중…',
  remove: '사진 빼기',
  tooLarge: '사진은 10MB까지 올릴 수 있습니다.',
  preview: '올린 사진',
};
/** The upload API's limit (commerce files: 10 MB; JPG, PNG, WEBP, GIF). */
const MAX_BYTES = 10 * 1024 * 1024;

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A photo for a record: uploaded through the shop's file API (stored as `meal` or `body` files of
 * the profile) and kept as its URL, which is what the record stores.
 */
export function PhotoField({ name, label, owner, value, onChange }: { name: string; label: string; owner: { type: 'meal' | 'body'; id: string }; value: string; onChange(url: string): void }) {
  const [upload, { loading }] = useMutation(UploadPhotoDocument);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblem(TEXT.tooLarge);
    try {
      const { data } = await upload({ variables: { input: { ownerType: owner.type, ownerId: owner.id, fileName: file.name, contentBase64: await base64Of(file) } } });
      if (data) onChange(data.uploadFile.url);
    } catch (e) {
      setProblem(errorMessage(e));
    }
  }

  return (
    <div className="photo-field">
      <FilePicker
        label={label}
        name={name}
        accept="image/jpeg,image/png,image/webp,image/gif"
        disabled={loading}
        hint={loading ? TEXT.uploading : undefined}
        error={problem}
        onFile={(file) => void choose(file)}
      />
      {value && (
        <div className="row">
          <img className="meal-photo" src={value} alt={TEXT.preview} />
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            {TEXT.remove}
          </Button>
        </div>
      )}
    </div>
  );
}
