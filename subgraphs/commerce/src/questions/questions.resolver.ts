import { Arg, Args, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { SIGNED_UP, PageArgs, Paginated, parsePage, requireIdentity, type Context } from '@shop/kit';
import * as questions from './questions.service.js';

@ObjectType({ description: '상품 문의 (비밀글은 작성자, 판매자, 관리자만 내용을 봅니다)' })
export class ProductQuestion {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) content!: string;
  @Field(() => Boolean) secret!: boolean;
  @Field(() => String, { nullable: true }) answer!: string | null;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ProductQuestionPage extends Paginated(ProductQuestion) {}

@Resolver(() => ProductQuestion)
export class ProductQuestionsResolver {
  @Query(() => ProductQuestionPage, { description: '상품의 문의 (최신순)' })
  productQuestions(@Arg('productId', () => ID) productId: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return questions.productQuestions(ctx.em, ctx.identity, productId, parsePage(page));
  }

  @Authorized()
  @Query(() => ProductQuestionPage, { description: '내 상품 문의' })
  myProductQuestions(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return questions.myQuestions(ctx.em, requireIdentity(ctx), parsePage(page));
  }

  @Authorized('admin')
  @Query(() => ProductQuestionPage, { description: '관리자: 모든 상품 문의' })
  allProductQuestions(@Args(() => PageArgs) page: PageArgs, @Arg('unansweredOnly', () => Boolean, { defaultValue: false }) unansweredOnly: boolean, @Ctx() ctx: Context) {
    return questions.allQuestions(ctx.em, unansweredOnly, parsePage(page));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => ProductQuestion, { description: '상품 문의 남기기' })
  askProductQuestion(
    @Arg('productId', () => ID) productId: string,
    @Arg('content', () => String) content: string,
    @Arg('secret', () => Boolean, { defaultValue: false }) secret: boolean,
    @Ctx() ctx: Context,
  ) {
    return questions.askQuestion(ctx.em, requireIdentity(ctx), { productId, content, secret });
  }

  @Authorized()
  @Mutation(() => ProductQuestion, { description: '문의 수정 (작성자, 답변 전) 또는 답변 (판매자·관리자)' })
  updateProductQuestion(
    @Arg('id', () => ID) id: string,
    @Arg('content', () => String, { nullable: true }) content: string | undefined,
    @Arg('secret', () => Boolean, { nullable: true }) secret: boolean | undefined,
    @Arg('answer', () => String, { nullable: true }) answer: string | undefined,
    @Ctx() ctx: Context,
  ) {
    return questions.updateQuestion(ctx.em, requireIdentity(ctx), id, { content, secret, answer });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '문의 삭제 (작성자 또는 관리자)' })
  async deleteProductQuestion(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await questions.deleteQuestion(ctx.em, requireIdentity(ctx), id);
    return true;
  }
}
