import { runService } from '@shop/kit';
import { commerce } from './schema.js';
import { assertBusinessInfo } from '@shop/kit/business-info.js';

// Production shows the merchant's own 사업자 정보 on every page, or does not start (README).
assertBusinessInfo();

await runService(commerce);
