import { runService } from '@shop/kit';
import { partners } from './schema.js';

await runService(partners);
