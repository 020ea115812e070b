import { AppError } from '@shop/kit';

/** The nickname a dormant account shows while its data is kept apart (unique: it carries the id). */
export const dormantNickname = (userId: string) => `휴면회원${userId}`;

export const DORMANT_MESSAGE = '1년 이상 로그인하지 않아 휴면 상태인 계정입니다. 휴대폰 인증을 하면 바로 다시 이용할 수 있습니다.';

/** What a login to a dormant account answers: the web then asks for the SMS check (restoreDormantAccount). */
export const dormantRefusal = () => new AppError('DORMANT_ACCOUNT', DORMANT_MESSAGE, { dormant: true });
