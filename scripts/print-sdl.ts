/** Prints one subgraph's federated SDL (run in its own process: type-graphql metadata is global). */
import path from 'node:path';
import { buildFederatedSchema, type SubgraphDefinition } from '@shop/kit';

const name = process.argv[2];
const mod = (await import(path.resolve('subgraphs', name, 'src', 'schema.ts'))) as Record<string, SubgraphDefinition>;
const { sdl } = await buildFederatedSchema(mod[name]);
process.stdout.write(sdl);
