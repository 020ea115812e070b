import { runService } from '@shop/kit';
import { recommendation } from './schema.js';

await runService(recommendation);
