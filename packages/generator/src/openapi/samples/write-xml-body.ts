import { mergedSchemaOf } from '../merge-all-of.js';
import { refName, type Resolver } from '../resolve-ref.js';

type Obj = Record<string, any>;

/** Whether a body of this media type is XML (`application/xml`, `text/xml`, `application/atom+xml`). */
export function isXmlMediaType(mediaType: string): boolean {
  return /^[a-z]+\/([a-z0-9.+-]*\+)?xml\b/i.test(mediaType.trim());
}

/** An element's or attribute's name as written, and the namespace it declares where it is written. */
interface XmlName {
  name: string;
  declares?: [attribute: string, namespace: string];
}

/**
 * A value sampled for an XML body, as the XML document its schema describes: an element per property,
 * named by its `xml.name` else the property; a list as its items repeated (inside an element of the
 * list's own name when `xml.wrapped`); `xml.attribute` properties as attributes of their element. The
 * root is named by the schema's `xml.name`, else its `$ref`, else `root`; a list at the root (or in a
 * list) wraps its items, since a document has one root. A namespace is declared on the element that
 * names it, and a prefix without one is left out, so that the document always parses.
 */
export function writeXmlBody(value: unknown, rawSchema: unknown, resolve: Resolver): string {
  const { value: root, ref } = resolve<Obj>(rawSchema);
  const schema = mergedSchemaOf(root, resolve);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(xmlName(schema, ref ? refName(ref) : 'root'), value, schema, resolve, '').join('\n')}`;
}

/**
 * The lines of one element holding `value`, at `indent`. A list's items are named by their own `xml.name`,
 * else `itemName` (a wrapped property's own name, as OpenAPI has it), else their `$ref`, else `item`.
 */
function element(name: XmlName, value: unknown, schema: Obj, resolve: Resolver, indent: string, itemName?: string): string[] {
  const attributes: [string, string][] = name.declares ? [name.declares] : [];
  const children: string[] = [];
  if (Array.isArray(value)) {
    const { ref } = resolve<Obj>(schema['items']);
    const itemSchema = mergedSchemaOf(schema['items'], resolve);
    const named = xmlName(itemSchema, itemName ?? (ref ? refName(ref) : 'item'));
    for (const item of value) children.push(...element(named, item, itemSchema, resolve, `${indent}  `));
  } else if (value && typeof value === 'object') {
    const properties = (resolve<Obj>(schema['properties']).value ?? {}) as Obj;
    for (const [key, item] of Object.entries(value as Obj)) {
      if (item === undefined) continue;
      const property = mergedSchemaOf(properties[key], resolve);
      const childName = xmlName(property, key);
      if (property['xml']?.['attribute'] === true && (item === null || typeof item !== 'object')) {
        if (childName.declares && !attributes.some(([attribute]) => attribute === childName.declares![0])) attributes.push(childName.declares);
        attributes.push([childName.name, item === null ? '' : String(item)]);
        continue;
      }
      if (Array.isArray(item) && property['xml']?.['wrapped'] !== true) {
        // An unwrapped list is its items, each an element of the property's name (or its items' own).
        const itemSchema = mergedSchemaOf(property['items'], resolve);
        for (const each of item) children.push(...element(xmlName(itemSchema, key), each, itemSchema, resolve, `${indent}  `));
        continue;
      }
      children.push(...element(childName, item, property, resolve, `${indent}  `, key));
    }
  }
  const open = `${indent}<${name.name}${attributes.map(([attribute, text]) => ` ${attribute}="${escapeXml(text)}"`).join('')}`;
  if (value && typeof value === 'object') return children.length ? [`${open}>`, ...children, `${indent}</${name.name}>`] : [`${open}/>`];
  if (value === null || value === '') return [`${open}/>`];
  return [`${open}>${escapeXml(String(value))}</${name.name}>`];
}

/**
 * The name a schema's `xml` object gives, else `fallback`, as a valid XML name without a colon; with
 * its prefix and the declaration of its namespace when it has both, its default namespace when it has
 * one without a prefix, else as it is (a prefix nothing declares would not parse).
 */
function xmlName(schema: Obj, fallback: string): XmlName {
  const xml = (schema['xml'] && typeof schema['xml'] === 'object' ? schema['xml'] : {}) as Obj;
  const given = typeof xml['name'] === 'string' && xml['name'] ? xml['name'] : fallback;
  let local = given.replace(/[^A-Za-z0-9_.-]/g, '_');
  if (!/^[A-Za-z_]/.test(local)) local = `_${local}`;
  const namespace = typeof xml['namespace'] === 'string' && xml['namespace'] ? xml['namespace'] : undefined;
  const prefix = typeof xml['prefix'] === 'string' && /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(xml['prefix']) ? xml['prefix'] : undefined;
  if (namespace && prefix) return { name: `${prefix}:${local}`, declares: [`xmlns:${prefix}`, namespace] };
  if (namespace && xml['attribute'] !== true) return { name: local, declares: ['xmlns', namespace] };
  return { name: local };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
