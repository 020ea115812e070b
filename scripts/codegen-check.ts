/**
 * Fails when the committed web/src/gql differs from what graphql-codegen generates now from
 * schema/api.graphql and the .graphql documents (run `npm run codegen` and commit).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.js';

const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
const stale = outputs.filter(({ filename, content }) => {
  const file = path.resolve(filename);
  return !existsSync(file) || readFileSync(file, 'utf8') !== content;
});
if (stale.length) {
  for (const { filename } of stale) console.error(`${filename} is stale: run \`npm run codegen\` and commit it.`);
  process.exit(1);
}
console.log(`generated web code is up to date (${outputs.length} files).`);
