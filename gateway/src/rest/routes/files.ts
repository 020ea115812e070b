import type { RestRoute } from '../types.js';

const FILE_FIELDS = 'id ownerType ownerId fileName contentType size url createdAt';

/** `/file/*` rows: multipart uploads (field `file`) or JSON with base64 `contentBase64`. */
export const fileRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/file/add',
    summary: '파일 올리기 (multipart: file, ownerType, ownerId; 10MB까지 JPG·PNG·WEBP·GIF·PDF)',
    auth: 'required',
    multipartFile: 'file',
    body: {
      ownerType: { type: 'string', required: true },
      ownerId: { type: 'string', required: true },
      fileName: { type: 'string' },
      contentBase64: { type: 'string', required: true, description: 'JSON으로 보낼 때: 파일 내용 base64 (multipart면 file 필드)' },
    },
    operation: `mutation Upload($input: UploadFileInput!) { uploadFile(input: $input) { ${FILE_FIELDS} } }`,
    variables: ({ body }) => ({ input: { ownerType: body.ownerType, ownerId: body.ownerId, fileName: body.fileName ?? 'file', contentBase64: body.contentBase64 } }),
  },
  {
    method: 'POST',
    path: '/file/edit',
    summary: '파일 바꾸기 (올린 사람 또는 관리자)',
    auth: 'required',
    multipartFile: 'file',
    body: { id: { type: 'string', required: true }, fileName: { type: 'string' }, contentBase64: { type: 'string', required: true } },
    operation: `mutation Replace($id: ID!, $fileName: String!, $content: String!) { replaceFile(id: $id, fileName: $fileName, contentBase64: $content) { ${FILE_FIELDS} } }`,
    variables: ({ body }) => ({ id: body.id, fileName: body.fileName ?? 'file', content: body.contentBase64 }),
  },
  {
    method: 'POST',
    path: '/file/delete',
    summary: '파일 지우기 (올린 사람 또는 관리자)',
    auth: 'required',
    body: { id: { type: 'string', required: true } },
    operation: 'mutation DeleteFile($id: ID!) { deleteFile(id: $id) }',
    variables: ({ body }) => ({ id: body.id }),
  },
  {
    method: 'GET',
    path: '/file/fileSelect',
    summary: '대상에 첨부된 파일 (ownerType, ownerId)',
    auth: 'none',
    query: { ownerType: { type: 'string', required: true }, ownerId: { type: 'string', required: true } },
    operation: `query Files($ownerType: String!, $ownerId: String!) { files(ownerType: $ownerType, ownerId: $ownerId) { ${FILE_FIELDS} } }`,
    variables: ({ query }) => ({ ownerType: query.ownerType, ownerId: query.ownerId }),
  },
];
