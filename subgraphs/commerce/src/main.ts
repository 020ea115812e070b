import { runService } from '@shop/kit';
import { commerce } from './schema.js';

await runService(commerce);
