import { runService } from '@shop/kit';
import { nutrition } from './schema.js';

await runService(nutrition);
