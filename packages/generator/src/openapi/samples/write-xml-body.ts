import { mergeAllOf } from '../merge-all-of.js';
import { refName, type Resolver } from '../resolve-ref.js';

type Obj = Record<string, any>;

/** Whether a body of this media type is XML (`application/xml`, `text/xml`, `application/atom+xml`). */
export function isXmlMediaType(mediaType: string): boolean {
  return /^[a-z]+\/([a-z0-9.+-]*\+)?xml\b/i.test(mediaType.trim());
}

/**
 * A value sampled for an XML body, as the XML document its schema describes: an element per property,
 * named by its `xml.name` else the property; a list as its items repeated (inside an element of the
 * list's own name when `xml.wrapped`); `xml.attribute` properties as attributes of their element. The
 * root is named by the schema's `xml.name`, else its `$ref`, else `root`, and takes its namespace.
 */
export function writeXmlBody(value: unknown, rawSchema: unknown, resolve: Resolver): string {
  const { value: root, ref } = resolve<Obj>(rawSchema);
  const schema = schemaOf(root, resolve);
  const name = xmlName(schema, ref ? refName(ref) : 'root');
  const xml = schema['xml'] ?? {};
  const namespace = typeof xml['namespace'] === 'string' ? [[typeof xml['prefix'] === 'string' ? `xmlns:${xml['prefix']}` : 'xmlns', xml['namespace']] as [string, string]] : [];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(qualified(name, xml), value, schema, resolve, '', namespace).join('\n')}`;
}

/** The lines of one element holding `value`, at `indent`. */
function element(name: string, value: unknown, schema: Obj, resolve: Resolver, indent: string, extraAttributes: [string, string][] = []): string[] {
  if (Array.isArray(value)) {
    // A list met as a value of its own (a root, or an item of a list) repeats its items under its name.
    return value.flatMap((item) => element(name, item, schemaOf(schema['items'], resolve), resolve, indent));
  }
  const attributes = [...extraAttributes];
  const children: string[] = [];
  if (value && typeof value === 'object') {
    const properties = (resolve<Obj>(schema['properties']).value ?? {}) as Obj;
    for (const [key, item] of Object.entries(value as Obj)) {
      if (item === undefined) continue;
      const property = schemaOf(properties[key], resolve);
      const xml = property['xml'] ?? {};
      const childName = qualified(xmlName(property, key), xml);
      if (xml['attribute'] === true && (item === null || typeof item !== 'object')) {
        attributes.push([childName, item === null ? '' : String(item)]);
        continue;
      }
      if (Array.isArray(item)) {
        const itemSchema = schemaOf(property['items'], resolve);
        const itemName = qualified(xmlName(itemSchema, xmlName(property, key)), itemSchema['xml'] ?? {});
        const items = item.flatMap((each) => element(itemName, each, itemSchema, resolve, xml['wrapped'] === true ? `${indent}    ` : `${indent}  `));
        children.push(...(xml['wrapped'] === true ? [`${indent}  <${childName}>`, ...items, `${indent}  </${childName}>`] : items));
        continue;
      }
      children.push(...element(childName, item, property, resolve, `${indent}  `));
    }
  }
  const open = `${indent}<${name}${attributes.map(([attribute, text]) => ` ${attribute}="${escapeXml(text)}"`).join('')}`;
  if (value && typeof value === 'object') return children.length ? [`${open}>`, ...children, `${indent}</${name}>`] : [`${open}/>`];
  if (value === null || value === '') return [`${open}/>`];
  return [`${open}>${escapeXml(String(value))}</${name}>`];
}

function schemaOf(raw: unknown, resolve: Resolver): Obj {
  const value = resolve<Obj>(raw).value;
  return value && typeof value === 'object' ? mergeAllOf(value, resolve) : {};
}

/** An element's name as its schema's `xml.name` gives it, else `fallback`, made a valid XML name. */
function xmlName(schema: Obj, fallback: string): string {
  const given = typeof schema['xml']?.['name'] === 'string' && schema['xml']['name'] ? schema['xml']['name'] : fallback;
  const name = given.replace(/[^A-Za-z0-9_.:-]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `_${name}`;
}

function qualified(name: string, xml: Obj): string {
  return typeof xml['prefix'] === 'string' && xml['prefix'] && !name.includes(':') ? `${xml['prefix']}:${name}` : name;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
