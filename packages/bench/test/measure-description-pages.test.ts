import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDescriptionPages, listExampleDescriptions } from '../src/measure-description-pages.js';

describe('listExampleDescriptions', () => {
  it('takes one file of each description, JSON before YAML, and a split description by its entry file only', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'examples-'));
    const files = [
      'v3.0/petstore.json',
      'v3.0/petstore.yaml',
      'v3.1/only-yaml.yaml',
      'v2.0/json/uber.json',
      'v2.0/yaml/uber.yaml',
      'v2.0/json/petstore-separate/spec/swagger.json',
      'v2.0/json/petstore-separate/spec/Pet.json',
      'v2.0/json/petstore-separate/common/Error.json',
      'v3.0/README.md',
    ];
    for (const file of files) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), '{}');
    }
    expect(await listExampleDescriptions(folder)).toEqual(['v2.0/json/petstore-separate/spec/swagger.json', 'v2.0/json/uber.json', 'v3.0/petstore.json', 'v3.1/only-yaml.yaml']);
  });

  it('reports each description\'s largest operation page, raw and gzipped', () => {
    const table = formatDescriptionPages([{ description: 'v3.0/petstore.json', count: 3, median: 5, largest: 12.34, largestGzip: 3.21, largestPage: '/docs/api/pets/list-pets' }]);
    expect(table).toContain('v3.0/petstore.json  3           /docs/api/pets/list-pets  12.3 KB  3.2 KB');
  });
});
