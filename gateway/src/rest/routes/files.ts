import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

const CONTENT_NOTE = { contentBase64: 'JSON으로 보낼 때: 파일 내용 base64 (multipart면 file 필드)' };

/** `/file/*` rows: multipart uploads (field `file`) or JSON with base64 `contentBase64`. */
export const fileRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/file/add',
    summary: '파일 올리기 (multipart: file, ownerType, ownerId; 10MB까지 JPG·PNG·WEBP·GIF·PDF)',
    auth: 'required',
    multipartFile: 'file',
    notes: CONTENT_NOTE,
    operation: op.UploadFileDocument,
    defaults: { input: { fileName: 'file' } },
  }),
  route({
    method: 'POST',
    path: '/file/edit',
    summary: '파일 바꾸기 (올린 사람 또는 관리자)',
    auth: 'required',
    multipartFile: 'file',
    notes: CONTENT_NOTE,
    operation: op.ReplaceFileDocument,
  }),
  route({ method: 'POST', path: '/file/delete', summary: '파일 지우기 (올린 사람 또는 관리자)', auth: 'required', operation: op.DeleteFileDocument }),
  route({
    method: 'GET',
    path: '/file/fileSelect',
    summary: '대상에 첨부된 파일 (ownerType, ownerId; 상품·콘텐츠·이벤트와 공개 질문은 누구나, 그 밖에는 대상의 주인과 관리자만)',
    auth: 'optional',
    operation: op.FilesDocument,
  }),
];
