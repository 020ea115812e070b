import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The gateway runs no database, no job queue and no type-graphql: it takes from the kit only its
 * contracts (`@shop/kit/contracts.js` and a few light modules). This walks the static imports of
 * every gateway source file, through the kit's and the sandboxes' files, and lists the packages
 * they reach.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACES: Record<string, string> = { '@shop/kit': 'subgraphs/kit/src', '@shop/sandboxes': 'sandboxes/src' };
const FORBIDDEN = [/^@mikro-orm\//, /^pg-boss$/, /^type-graphql$/, /^pg$/, /^@apollo\/subgraph$/, /^argon2$/];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : sources(file);
    return file.endsWith('.ts') && !/\.test\.ts$|\.testing\.ts$/.test(file) ? [file] : [];
  });
}

/** The file an import names, or the package it reaches. */
function resolve(from: string, specifier: string): { file: string } | { pkg: string } {
  if (specifier.startsWith('.')) return { file: path.resolve(path.dirname(from), specifier).replace(/\.js$/, '.ts') };
  for (const [name, dir] of Object.entries(WORKSPACES)) {
    if (specifier === name) return { file: path.join(root, dir, 'index.ts') };
    if (specifier.startsWith(`${name}/`)) return { file: path.join(root, dir, specifier.slice(name.length + 1)).replace(/\.js$/, '.ts') };
  }
  const parts = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! };
}

function reachedPackages(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // Static imports and re-exports (type-only ones load nothing at run time).
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)) {
      const target = resolve(file, (match[1] ?? match[2])!);
      if ('file' in target) queue.push(target.file);
      else if (!target.pkg.startsWith('node:')) packages.set(target.pkg, path.relative(root, file));
    }
  }
  return packages;
}

describe('the gateway', () => {
  it('loads no ORM, job queue, type-graphql or database driver', () => {
    const reached = reachedPackages(sources(path.join(root, 'gateway/src')));
    expect(reached.has('@apollo/gateway')).toBe(true);
    const forbidden = [...reached].filter(([pkg]) => FORBIDDEN.some((f) => f.test(pkg))).map(([pkg, file]) => `${pkg} (from ${file})`);
    expect(forbidden).toEqual([]);
  });

  it("(the walk sees them where they are: the kit's full entry, for subgraphs, loads the ORM, the job queue and type-graphql)", () => {
    const reached = reachedPackages([path.join(root, 'subgraphs/kit/src/index.ts')]);
    for (const pkg of ['@mikro-orm/core', 'pg-boss', 'type-graphql']) expect(reached.has(pkg), pkg).toBe(true);
  });
});
