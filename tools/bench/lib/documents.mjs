// The storefront's GraphQL documents as its client sends them: a document with every fragment it
// spreads (fragments live in any lib's document files), for the benches that post them raw.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/**
 * BENCH_GATEWAY_DOCS_FROM=<git ref>: the documents as committed there (e.g. HEAD, when the working
 * tree holds someone's unfinished edit of them); the working tree's otherwise.
 */
const DOCS_FROM = process.env.BENCH_GATEWAY_DOCS_FROM;
const readDoc = (path) =>
  DOCS_FROM
    ? spawnSync('git', ['show', `${DOCS_FROM}:${path}`], { cwd: root, encoding: 'utf8' }).stdout
    : readFileSync(resolve(root, path), 'utf8');

/** The storefront's document files: libs/<lib>/src/graphql and apps/storefront/src/graphql. */
function documentFiles() {
  const isDocument = (path) => /^(libs\/[^/]+|apps\/storefront)\/src\/graphql\/[^/]+\.graphql$/.test(path);
  if (DOCS_FROM) {
    const listed = spawnSync('git', ['ls-tree', '-r', '--name-only', DOCS_FROM, '--', 'libs', 'apps/storefront/src/graphql'], { cwd: root, encoding: 'utf8' });
    return listed.stdout.split('\n').filter(isDocument);
  }
  const folders = [...readdirSync(resolve(root, 'libs')).map((lib) => `libs/${lib}/src/graphql`), 'apps/storefront/src/graphql'];
  return folders.flatMap((folder) => {
    try {
      return readdirSync(resolve(root, folder)).map((f) => `${folder}/${f}`).filter(isDocument);
    } catch {
      return []; // a lib without documents
    }
  });
}

/** Every fragment the storefront's documents define, by name. */
function fragmentsByName() {
  const fragments = new Map();
  for (const file of documentFiles()) {
    const text = readDoc(file);
    // A fragment runs from its keyword to the next top-level definition.
    const starts = [...text.matchAll(/^(fragment|query|mutation|subscription)\b/gm)].map((m) => m.index);
    starts.forEach((at, i) => {
      const body = text.slice(at, starts[i + 1] ?? text.length).trim();
      const name = body.match(/^fragment\s+(\w+)/)?.[1];
      if (name) fragments.set(name, body);
    });
  }
  return fragments;
}

/** The storefront's own document at `path` with the fragments it spreads (from any document file), as its client sends it. */
export function doc(path) {
  const fragments = fragmentsByName();
  let text = readDoc(path);
  const defined = () => new Set([...text.matchAll(/^fragment\s+(\w+)/gm)].map((m) => m[1]));
  for (;;) {
    const have = defined();
    const missing = [...new Set([...text.matchAll(/\.\.\.\s*(\w+)/g)].map((m) => m[1]))].filter((n) => n !== 'on' && !have.has(n));
    if (missing.length === 0) return text;
    for (const name of missing) {
      if (!fragments.has(name)) throw new Error(`${path}: fragment ${name} is not defined in any document file`);
      text += `\n\n${fragments.get(name)}`;
    }
  }
}
