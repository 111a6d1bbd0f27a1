import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import { bundleSpec } from './dist/spec/bundle-spec.js';
import { validateSpec } from './dist/spec/validate-spec.js';
const file = '/work/main/spec/openapi.json';
const parsed = JSON.parse(readFileSync(file, 'utf8'));
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const bundled = await bundleSpec(file, structuredClone(parsed));
  const t1 = performance.now();
  const d = await validateSpec(bundled, 'x', false);
  const t2 = performance.now();
  console.log('bundle', (t1 - t).toFixed(0), 'validate', (t2 - t1).toFixed(0), d.length);
}
