// `npm run build --workspace web [-- --outDir DIR]`: the browser build into DIR (web/dist by
// default), then the server-rendering build of src/entry-server.tsx into DIR/.ssr, self-contained
// (every dependency bundled) so the gateway can import it from wherever DIR is. The dot keeps it
// out of the static files the gateway serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = path.resolve(at >= 0 ? args[at + 1] : path.join(root, 'dist'));

await build({ root, build: { outDir, emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, '.ssr'), emptyOutDir: true, copyPublicDir: false, minify: false },
});
