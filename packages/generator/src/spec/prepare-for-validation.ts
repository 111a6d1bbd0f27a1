/**
 * The description as the validator's schemas judge it fairly, for validators that only read it:
 * - HTTP auth schemes are case-insensitive (RFC 9110), but the bundled 3.1 schema only accepts
 *   "bearer" in lower case, so `scheme: Bearer` would be reported as invalid;
 * - the validator has no 3.2 schema: a 3.2 description is checked as 3.1 without the fields 3.2 added.
 *
 * The description itself is left as it is. Only what changes is copied: copying the whole of a large
 * description took a quarter of the time of loading it. A 3.2 description, whose fields are stripped
 * throughout, is copied whole.
 */
export function prepareForValidation(spec: Record<string, unknown>): Record<string, unknown> {
  const is32 = String(spec['openapi'] ?? '').startsWith('3.2');
  const copy = (is32 ? structuredClone(spec) : { ...spec }) as Record<string, any>;
  const schemes = copy['components']?.['securitySchemes'];
  if (schemes && typeof schemes === 'object' && !Array.isArray(schemes)) {
    const lowered = Object.entries<unknown>(schemes).map(([name, scheme]) => {
      if (!scheme || typeof scheme !== 'object' || typeof (scheme as Record<string, unknown>)['scheme'] !== 'string') return [name, scheme];
      const record = scheme as Record<string, unknown>;
      return [name, { ...record, scheme: (record['scheme'] as string).toLowerCase() }];
    });
    copy['components'] = { ...copy['components'], securitySchemes: Object.fromEntries(lowered) };
  }
  if (is32) downgrade32(copy);
  return copy;
}

const FIELDS_ADDED_IN_32: Record<string, string[]> = {
  tag: ['parent', 'kind', 'summary'],
  server: ['name'],
  response: ['summary'],
  mediaType: ['itemSchema', 'itemEncoding', 'prefixEncoding'],
  example: ['dataValue', 'serializedValue'],
  pathItem: ['query', 'additionalOperations'],
  securityScheme: ['deprecated', 'oauth2MetadataUrl'],
};

function downgrade32(spec: Record<string, any>): void {
  spec['openapi'] = '3.1.1';
  delete spec['$self'];
  strip(spec['tags'], FIELDS_ADDED_IN_32['tag']!);
  strip(spec['servers'], FIELDS_ADDED_IN_32['server']!);
  const components = spec['components'] ?? {};
  strip(Object.values(components['securitySchemes'] ?? {}), FIELDS_ADDED_IN_32['securityScheme']!);
  // Shared objects are validated where they are written, in the components, as well as in place.
  const pathItems = [...Object.values<any>(spec['paths'] ?? {}), ...Object.values<any>(spec['webhooks'] ?? {}), ...Object.values<any>(components['pathItems'] ?? {})];
  const operations = pathItems.filter((item) => item && typeof item === 'object').flatMap((item) => Object.values<any>(item));
  strip(pathItems, FIELDS_ADDED_IN_32['pathItem']!);
  const responses = [...operations.flatMap((operation) => Object.values<any>(operation?.['responses'] ?? {})), ...Object.values<any>(components['responses'] ?? {})];
  strip(responses, FIELDS_ADDED_IN_32['response']!);
  const bodies = [...operations.map((operation) => operation?.['requestBody']), ...Object.values<any>(components['requestBodies'] ?? {})];
  const contents = [...bodies, ...responses].flatMap((holder) => Object.values<any>(holder?.['content'] ?? {}));
  strip(contents, FIELDS_ADDED_IN_32['mediaType']!);
  strip([...contents.flatMap((content) => Object.values<any>(content?.['examples'] ?? {})), ...Object.values<any>(components['examples'] ?? {})], FIELDS_ADDED_IN_32['example']!);
  delete components['mediaTypes'];
}

function strip(objects: unknown, fields: string[]): void {
  if (!Array.isArray(objects)) return;
  for (const object of objects) {
    if (object && typeof object === 'object') for (const field of fields) delete (object as Record<string, unknown>)[field];
  }
}
