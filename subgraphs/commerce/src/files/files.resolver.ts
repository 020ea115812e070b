import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, requireIdentity, type Context } from '@shop/kit';
import type { StoredFile as StoredFileRow } from './file.entity.js';
import * as files from './files.service.js';

@ObjectType({ description: '첨부 파일' })
export class StoredFile {
  @Field(() => ID) id!: string;
  @Field(() => String) ownerType!: string;
  @Field(() => String) ownerId!: string;
  @Field(() => String) fileName!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Int) size!: number;
  @Field(() => Date) createdAt!: Date;
}

@InputType({ description: '파일 올리기 (base64, 10MB까지; JPG, PNG, WEBP, GIF, PDF)' })
export class UploadFileInput {
  @Field(() => String, { description: files.OWNER_TYPES.join(', ') }) ownerType!: string;
  @Field(() => String) ownerId!: string;
  @Field(() => String) fileName!: string;
  @Field(() => String) contentBase64!: string;
}

@Resolver(() => StoredFile)
export class FilesResolver {
  @Query(() => [StoredFile], { description: '대상에 첨부된 파일' })
  files(@Arg('ownerType', () => String) ownerType: string, @Arg('ownerId', () => String) ownerId: string, @Ctx() ctx: Context) {
    return files.filesOf(ctx.em, ctx.identity, ownerType, ownerId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => StoredFile, { description: '파일 올리기' })
  uploadFile(@Arg('input', () => UploadFileInput) input: UploadFileInput, @Ctx() ctx: Context) {
    return files.uploadFile(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => StoredFile, { description: '파일 바꾸기 (올린 사람 또는 관리자)' })
  replaceFile(@Arg('id', () => ID) id: string, @Arg('fileName', () => String) fileName: string, @Arg('contentBase64', () => String) content: string, @Ctx() ctx: Context) {
    return files.replaceFile(ctx.em, requireIdentity(ctx), id, fileName, content);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '파일 지우기 (올린 사람 또는 관리자)' })
  async deleteFile(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await files.deleteFile(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @FieldResolver(() => String, { description: '브라우저가 읽는 주소' })
  url(@Root() file: StoredFileRow): string {
    return files.fileUrl(file);
  }
}
