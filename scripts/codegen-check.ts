/**
 * Generated-code freshness: fails when a committed output of codegen.ts (the web's web/src/gql,
 * the REST facade's gateway/src/rest/generated) differs from what graphql-codegen generates now
 * from schema/api.graphql and the .graphql documents (a changed file, a missing one, or a
 * leftover file the generator no longer writes). Generating also validates every document
 * against the schema. The output is generated in memory (nothing is written); fix with
 * `npm run codegen`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.js';

const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
const problems: string[] = [];
for (const { filename, content } of outputs) {
  const file = path.resolve(filename);
  if (!existsSync(file)) problems.push(`${filename} is missing`);
  else if (readFileSync(file, 'utf8') !== content) problems.push(`${filename} is stale`);
}
// Every output directory of the config holds generated files only.
const generated = new Set(outputs.map(({ filename }) => path.resolve(filename)));
for (const dir of Object.keys(config.generates).filter((target) => target.endsWith('/'))) {
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    if (!generated.has(path.resolve(dir, name))) problems.push(`${path.join(dir, name)} is not generated any more`);
  }
}
if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`Generated code is out of date: run \`npm run codegen\` and commit ${Object.keys(config.generates).join(' and ')}.`);
  process.exit(1);
}
console.log(`generated code is up to date (${Object.keys(config.generates).join(', ')}: ${outputs.length} files).`);
