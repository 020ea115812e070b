import type { ConstraintMeaning } from '@shop/kit';
import { COMMUNITY_RULES } from './community.entities.js';

/** What the community tables' constraints mean to whoever sent the request (the services check first; these hold under races). */
export const communityConstraints: Record<string, ConstraintMeaning> = {
  community_categories_channel_id_name_unique: { field: 'name', message: '이 채널에 같은 이름의 카테고리가 있습니다.' },
  community_categories_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  community_categories_name_check: { field: 'name', message: '카테고리 이름을 입력해주세요.' },
  community_categories_position_check: { field: 'position', message: '카테고리 순서는 1 이상이어야 합니다.' },

  community_posts_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  community_posts_category_id_foreign: { field: 'categoryId', message: '카테고리를 찾을 수 없습니다.' },
  community_posts_kind_check: { field: 'kind', message: '글 종류는 community 또는 board입니다.' },
  community_posts_category_id_check: { field: 'categoryId', message: '게시판 글에는 카테고리를 정할 수 없습니다.' },
  community_posts_title_check: { field: 'title', message: '제목을 입력해주세요.' },
  community_posts_content_check: { field: 'content', message: `내용은 1자 이상 ${COMMUNITY_RULES.contentMax}자 이하로 써주세요.` },
  community_posts_image_urls_check: { field: 'urls', message: `이미지는 글 하나에 ${COMMUNITY_RULES.maxImages}장까지 붙일 수 있습니다.` },
  community_posts_product_ids_check: { field: 'productIds', message: `상품은 글 하나에 ${COMMUNITY_RULES.maxProducts}개까지 연결할 수 있습니다.` },
  community_posts_view_count_check: { field: 'id', message: '조회수가 올바르지 않습니다.' },
  community_posts_comment_count_check: { field: 'id', message: '댓글 수가 올바르지 않습니다.' },

  community_comments_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  community_comments_post_id_foreign: { field: 'postId', message: '게시글을 찾을 수 없습니다.' },
  community_comments_parent_id_foreign: { field: 'commentId', message: '댓글을 찾을 수 없습니다.' },
  community_comments_content_check: { field: 'content', message: `댓글은 1자 이상 ${COMMUNITY_RULES.commentMax}자 이하로 써주세요.` },

  channel_favorites_user_id_channel_id_kind_target_id_unique: { field: 'targetId', message: '이미 찜한 항목입니다.' },
  channel_favorites_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_favorites_kind_check: { field: 'kind', message: '찜할 대상 종류는 post 또는 product입니다.' },
};
