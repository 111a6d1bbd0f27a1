// Bundles the generator and the npm packages it uses into a few files, once, when the package is built.
// Loaded file by file from node_modules, they cost every build (and every page worker) some 600 ms of
// module resolution and loading, a third of a small site's build; one bundle loads in under half that.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'src/index.ts',
    config: 'src/config/index.ts',
    'search-index': 'src/search-index.ts',
    // Workers, started by path (`new URL('./page-worker.js', import.meta.url)`), so they sit beside the chunks.
    'page-worker': 'src/pages/page-worker.ts',
    'search-index-worker': 'src/index/search-index-worker.ts',
  },
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Prefer packages' ES module builds: some UMD builds require their files at run time.
  mainFields: ['module', 'main'],
  external: [
    // A native binary, found by path at run time.
    'esbuild',
    // One React for the generator and the site's templates, which load it from node_modules.
    'react',
    'react-dom',
    // Our own packages keep one copy of their classes (errors are told apart with instanceof).
    '@docs/shared',
    '@docs/runtime',
  ],
  // Bundled CommonJS packages call `require` for Node's own modules.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  plugins: [withoutSwaggerParserSchemaValidator()],
  sourcemap: 'linked',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});

/**
 * swagger-parser validates against the OpenAPI JSON schemas with Ajv, which it loads with the schemas as
 * soon as it is loaded (some 35 ms of every build with a description). We validate against those
 * schemas with validators compiled when the package is built (`compile-spec-validators.mjs`) and call
 * swagger-parser with `validate.schema: false`, so its schema validator is replaced by one that says so.
 */
function withoutSwaggerParserSchemaValidator() {
  return {
    name: 'without-swagger-parser-schema-validator',
    setup(build) {
      build.onResolve({ filter: /^\.\/validators\/schema$/ }, (args) =>
        args.importer.includes(`${path.sep}@apidevtools${path.sep}swagger-parser${path.sep}`) ? { path: 'swagger-parser-schema-validator', namespace: 'unused' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'unused' }, () => ({
        contents: "module.exports = function validateSchema() { throw new Error('the generator validates descriptions against the OpenAPI schemas itself: call swagger-parser with validate.schema false'); };",
        loader: 'js',
      }));
    },
  };
}

// Names this build of the generator for the build cache: the bundle, our shared package and the
// React that renders the templates, so that entries made by any other build of them are not used.
const requireHere = createRequire(import.meta.url);
const sharedDist = path.join(root, 'node_modules/@docs/shared/dist');
const hash = createHash('sha256');
for (const folder of [path.join(root, 'dist/bundle'), sharedDist]) {
  for (const file of readdirSync(folder, { recursive: true }).map(String).filter((name) => name.endsWith('.js')).sort()) {
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
}
for (const name of ['react', 'react-dom']) hash.update(`${name}@${requireHere(`${name}/package.json`).version}`);
writeFileSync(path.join(root, 'dist/bundle/fingerprint.txt'), `${hash.digest('base64url').slice(0, 24)}\n`);
