// Bundles the generator and the npm packages it uses into a few files, once, when the package is built.
// Loaded file by file from node_modules, they cost every build (and every page worker) some 600 ms of
// module resolution and loading, a third of a small site's build; one bundle loads in under half that.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'src/index.ts',
    config: 'src/config/index.ts',
    // Started by path (`new URL('./page-worker.js', import.meta.url)`), so it sits beside the chunks.
    'page-worker': 'src/pages/page-worker.ts',
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
  sourcemap: 'linked',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
