/**
 * What the gateway (and any process that is not a subgraph) takes from the kit: configuration,
 * identity and tokens, the error model and its closed sets of codes, logging, Korean time, the
 * system client and the scalars the REST facade parses with. None of it loads the ORM, the job
 * queue or type-graphql (`contracts.test.ts` walks the imports to keep it so).
 */
export * from './config.js';
export * from './identity.js';
export * from './error-codes.js';
export * from './errors.js';
export * from './logger.js';
export * from './time.js';
export * from './scalars.js';
export * from './system-client.js';
export { exitWithParent } from './exit-with-parent.js';
