import type { Random } from './random.js';

const NOUNS = (
  'account address approval attachment audit balance branding certificate contact consent device envelope ' +
  'field folder identity invoice language location mandate member message note notification payment permission ' +
  'phone plan policy reminder report retention role seal session signature stamp subscription tax team template ' +
  'timezone token usage verification witness workflow'
).split(' ');
const QUALIFIERS = 'base billing branded custom default external internal legacy local primary regional secondary shared signed'.split(' ');
const SENTENCES = [
  'Set by the service when the object is created and never changed afterwards.',
  'Shown to recipients in emails and on the signing page, so keep it short and free of internal jargon.',
  'Only present when the account has the feature enabled; clients must tolerate its absence.',
  'Values are compared case-insensitively, but the service returns them exactly as they were sent.',
  'Changing this value on a live object triggers a webhook event of type `object.updated`.',
  'Limited to the characters allowed by the regulation of the country the signer is in.',
];

const pascal = (words: string[]) => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
export const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A distinct, readable schema name for every index: "SharedPhone", "BillingSignatureRule", … */
export function schemaName(index: number, suffix: string): string {
  const noun = NOUNS[index % NOUNS.length]!;
  const qualifier = QUALIFIERS[Math.floor(index / NOUNS.length) % QUALIFIERS.length]!;
  const round = Math.floor(index / (NOUNS.length * QUALIFIERS.length));
  return `${pascal([qualifier, noun])}${suffix}${round ? round + 1 : ''}`;
}

/** A scalar property with the constraints and example a real description gives it. */
function scalar(r: Random, name: string): Record<string, unknown> {
  const description = `The ${name.replace(/_/g, ' ')}. ${r.pick(SENTENCES)}`;
  switch (r.int(0, 4)) {
    case 0:
      return { type: 'string', description, minLength: 1, maxLength: r.int(32, 255), example: `${name}-${r.int(100, 999)}` };
    case 1:
      return { type: 'integer', description, minimum: 0, maximum: r.int(10, 100_000), example: r.int(1, 10) };
    case 2:
      return { type: 'boolean', description, default: false, example: true };
    case 3:
      return { type: 'string', format: 'date-time', description, readOnly: r.next() < 0.5, example: '2025-03-01T10:00:00Z' };
    default:
      return { type: 'string', format: 'email', description, pattern: '^[^@]+@[^@]+$', example: 'signer@example.com' };
  }
}

/** A value schema: an enum, or a small object of scalars. Refers to nothing. */
export function leafSchema(r: Random, name: string): Record<string, unknown> {
  const words = snake(name).split('_');
  if (r.next() < 0.4) {
    const values = ['active', 'pending', 'archived', 'expired', 'revoked', 'draft'].slice(0, r.int(3, 6));
    return { type: 'string', description: `State of a ${words.join(' ')}. ${r.pick(SENTENCES)}`, enum: values, example: values[0] };
  }
  const fields = Array.from({ length: r.int(4, 7) }, (_, i) => `${r.pick(words)}_${['code', 'label', 'value', 'count', 'updated_at', 'email', 'reference'][i]}`);
  return {
    type: 'object',
    description: `A ${words.join(' ')}. ${r.pick(SENTENCES)}`,
    required: fields.slice(0, 2),
    properties: Object.fromEntries(fields.map((field) => [field, scalar(r, field)])),
  };
}

/**
 * An object made of other schemas: leaf references, arrays of them, an inline nested object and a
 * `kind` property naming it, so that resources can offer it as one branch of a discriminated `oneOf`.
 */
export function compositeSchema(r: Random, name: string, leaves: readonly string[]): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    kind: { type: 'string', enum: [snake(name)], description: 'Always this value: tells the variants of a `oneOf` apart.', example: snake(name) },
    id: { type: 'string', readOnly: true, description: 'Unique identifier, prefixed by the type.', example: `${snake(name).slice(0, 4)}_${r.int(10_000, 99_999)}` },
  };
  const references = r.int(3, 5);
  for (let i = 0; i < references; i++) {
    const leaf = r.pick(leaves);
    const field = snake(leaf);
    properties[field] = r.next() < 0.3 ? { type: 'array', description: `Every ${field.replace(/_/g, ' ')} that applies.`, maxItems: 50, items: ref(leaf) } : ref(leaf);
  }
  for (const field of ['note', 'label', 'limit', 'created_at'].slice(0, r.int(2, 4))) properties[field] = scalar(r, field);
  properties['settings'] = {
    type: 'object',
    description: 'Options that change how the object behaves.',
    properties: { enabled: scalar(r, 'enabled'), threshold: scalar(r, 'threshold'), channel: { type: 'string', enum: ['email', 'sms', 'webhook'], example: 'email' } },
  };
  if (r.next() < 0.15) properties['legacy_reference'] = { type: 'string', deprecated: true, description: 'Replaced by `id`; still returned for old integrations.' };
  return { type: 'object', description: `${snake(name).replace(/_/g, ' ')}. ${r.pick(SENTENCES)}`, required: ['kind', 'id'], properties };
}
