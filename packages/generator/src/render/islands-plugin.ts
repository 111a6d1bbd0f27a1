import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { IslandSource } from './list-islands.js';

const mountIsland = fileURLToPath(import.meta.resolve('@docs/runtime/mount-island'));

/**
 * Provides two kinds of virtual modules to the runtime bundle: `docs:islands`, the table of island
 * loaders the bootstrap imports (each a dynamic import, so each island becomes its own chunk), and
 * `docs:island/<name>`, an island's entry: its component with the code that hydrates it.
 */
export function islandsPlugin(islands: IslandSource[]): Plugin {
  const byName = new Map(islands.map((island) => [island.name, island]));
  return {
    name: 'docs-islands',
    setup(build) {
      build.onResolve({ filter: /^docs:islands$/ }, () => ({ path: 'islands', namespace: 'docs-islands' }));
      build.onResolve({ filter: /^docs:island\// }, (args) => ({ path: args.path.slice('docs:island/'.length), namespace: 'docs-island' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-islands' }, () => ({
        contents: `export const islandLoaders = {${islands
          .map((island) => `${JSON.stringify(island.name)}: () => import(${JSON.stringify(`docs:island/${island.name}`)})`)
          .join(',')}};`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'docs-island' }, (args) => {
        const island = byName.get(args.path)!;
        return {
          contents: [
            `import * as island from ${JSON.stringify(island.file)};`,
            `import { mountIsland } from ${JSON.stringify(mountIsland)};`,
            `const Component = island.default ?? island[${JSON.stringify(island.name)}];`,
            `export default (element, props) => mountIsland(element, Component, props);`,
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(island.file),
        };
      });
    },
  };
}
