import { Fragment } from 'react';
import type { ApiSchemaNode } from '@docs/shared';

/** A schema as nested property lists: name, type, required, constraints, description, alternatives. */
export function SchemaTree({ node }: { node: ApiSchemaNode }) {
  const hasBody = node.children.length > 0 || node.variants;
  return (
    <div className="schema" id={node.anchor}>
      {/* A schema's name is something readers search for (`SigningCreate`); `object` or `string` is not. */}
      <p className="schema-summary" data-search-exclude={isSchemaName(node.type) ? undefined : ''}>
        <span className="schema-type">{node.type}</span>
        {node.shownAt ? <ShownAtLink node={node} /> : null}
      </p>
      {node.description && !hasBody && !node.shownAt ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.description }} /> : null}
      {hasBody ? <SchemaBody node={node} /> : null}
    </div>
  );
}

/** The types JSON Schema names, which say nothing a reader would search for. */
const JSON_TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null', 'any']);

/** Whether a schema's type line is a schema's name (`SigningCreate`), not a JSON type or a phrase (`array of string`). */
function isSchemaName(type: string): boolean {
  return /^[A-Za-z_][\w.-]*$/.test(type) && !JSON_TYPES.has(type.toLowerCase());
}

/** Levels of fields shown open; deeper ones fold away until the reader opens them (or follows a link into them). */
const OPEN_LEVELS = 2;

function SchemaBody({ node, level = 1 }: { node: ApiSchemaNode; level?: number }) {
  return (
    <>
      {node.children.length ? (
        <ul className="schema-properties">
          {node.children.map((child) => (
            <SchemaProperty key={child.name ?? child.type} node={child} level={level} />
          ))}
        </ul>
      ) : null}
      {node.variants ? <Variants node={node} /> : null}
    </>
  );
}

/** A field at `level` (a body's own fields are level 1), with its own fields below it. */
function SchemaProperty({ node, level }: { node: ApiSchemaNode; level: number }) {
  return (
    <li className={node.deprecated ? 'deprecated' : undefined} id={node.anchor}>
      <FieldHead name={node.name ?? ''} type={node.type} required={node.required} readOnly={node.readOnly} writeOnly={node.writeOnly} deprecated={node.deprecated} />
      {node.description ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.description }} /> : null}
      <SchemaFacts node={node} />
      {node.shownAt ? <ShownAtLink node={node} /> : null}
      {fieldBody(node, level)}
    </li>
  );
}

/**
 * What a field holds below its row: its own fields (folded from `OPEN_LEVELS` on) and its alternatives,
 * which stay in view, each with its type and description. A parameter's row shows them too (an object
 * sent as `created[gt]`). Called, not rendered as a component of its own: the rows are most of a page.
 */
export function fieldBody(node: ApiSchemaNode, level: number) {
  return (
    <>
      {node.children.length ? (
        <details className="schema-nested" open={level < OPEN_LEVELS}>
          <summary data-search-exclude="">properties</summary>
          <ul className="schema-properties">
            {node.children.map((child) => (
              <SchemaProperty key={child.name ?? child.type} node={child} level={level + 1} />
            ))}
          </ul>
        </details>
      ) : null}
      {node.variants ? <Variants node={node} /> : null}
    </>
  );
}

/**
 * A field's name, type and flags: the head of a row of a property list (a schema's properties, parameters,
 * headers). The list's stylesheet and the page's script find the parts by their place, not by a class each:
 * the rows are most of an API page.
 */
export function FieldHead({ name, type, required, readOnly, writeOnly, deprecated }: { name: string; type: string; required?: boolean | undefined; readOnly?: boolean | undefined; writeOnly?: boolean | undefined; deprecated?: boolean | undefined }) {
  return (
    <div className="field-head">
      {/* The page's script makes the name a link to this row (its id), which also copies the row's URL. */}
      <code>{name}</code>
      {/* Search reads a field as its name and description, not as a run of labels. */}
      <span className="field-meta" data-search-exclude="">
        {type}
        {required ? <small className="required">required</small> : null}
        {readOnly ? <small>read-only</small> : null}
        {writeOnly ? <small>write-only</small> : null}
        {deprecated ? <small className="deprecated">deprecated</small> : null}
      </span>
    </div>
  );
}

/** Allowed values shown before "N more". */
const ENUM_SHOWN = 12;

/** Allowed values, default, constraints and example of a schema (a parameter may give its own example). */
export function SchemaFacts({ node, example = node.example, sentAs }: { node: ApiSchemaNode; example?: string | undefined; sentAs?: { shape: string; how: string } | undefined }) {
  const facts: [string, string, { count: number; text: string }?, string?][] = [];
  // Search keeps the allowed values (words a reader may look for), not the other facts' labels and numbers.
  // A long list of values shows its first ones; the rest are a click away.
  if (node.enum) facts.push(['Allowed values', node.enum.slice(0, ENUM_SHOWN).join(', '), node.enum.length > ENUM_SHOWN ? { count: node.enum.length - ENUM_SHOWN, text: node.enum.slice(ENUM_SHOWN).join(', ') } : undefined]);
  if (node.defaultValue !== undefined) facts.push(['Default', node.defaultValue]);
  if (node.constraints.length) facts.push(['Constraints', node.constraints.join(', ')]);
  if (example !== undefined) facts.push(['Example', example]);
  if (sentAs) facts.push(['Sent as', sentAs.shape, undefined, sentAs.how]);
  if (!facts.length) return null;
  return (
    <dl className="schema-facts">
      {facts.map(([label, value, more, note]) => (
        <div key={label} data-search-exclude={label === 'Allowed values' ? undefined : ''}>
          <dt>{label}</dt>
          <dd>
            <code>{value}</code>
            {note ? ` (${note})` : null}
            {more ? (
              <details className="schema-more">
                <summary data-search-exclude="">{`${more.count} more`}</summary>
                <code>{more.text}</code>
              </details>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Variants({ node }: { node: ApiSchemaNode }) {
  const variants = node.variants!;
  return (
    <div className="schema-variants">
      <p className="schema-variants-title">
        {variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}
        {node.discriminator ? (
          <>
            {' '}
            (chosen by <code>{node.discriminator.propertyName}</code>)
          </>
        ) : null}
      </p>
      <ul className="schema-variant-list">
        {variants.options.map((option, index) => (
          <li key={`${option.label}-${index}`} id={option.node.anchor}>
            <p className="schema-variant-label">
              {option.label}
              {option.node.type !== option.label && !option.condition ? (
                <span className="schema-type" data-search-exclude="">
                  {option.node.type}
                </span>
              ) : null}
            </p>
            {option.node.description ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: option.node.description }} /> : null}
            <SchemaFacts node={option.node} />
            {option.node.shownAt ? (
              <ShownAtLink node={option.node} />
            ) : option.node.children.length || option.node.variants ? (
              <details className="schema-nested" open={false}>
                <summary data-search-exclude="">properties</summary>
                <SchemaBody node={option.node} />
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where this node's schema is shown in full: an ancestor it contains again, the same schema further up, or
 * (on a page that would be too long otherwise) the page of an operation whose body it is.
 */
function ShownAtLink({ node }: { node: ApiSchemaNode }) {
  const { anchor, typeName, recursive, page } = node.shownAt!;
  if (page !== undefined) {
    return (
      <span className="schema-shown-at" data-search-exclude="">
        {`Same fields as ${typeName} in `}
        <a href={anchor}>{page}</a>
      </span>
    );
  }
  const link = <a href={`#${anchor}`}>{typeName}</a>;
  if (recursive) return <span className="schema-shown-at" data-search-exclude="">Recursive: contains {link} again</span>;
  const differs = node.shownAt!.differs;
  // The fields whose being required depends on the way the data goes, as they are here.
  const response = differs?.direction === 'response';
  const clauses = differs
    ? ([
        [differs.requiredHere, response ? 'always returned' : 'required'],
        [differs.absentHere, response ? 'never returned' : 'not sent'],
      ] as const).filter(([fields]) => fields.length)
    : [];
  return (
    <span className="schema-shown-at" data-search-exclude="">
      Same fields as {link} above
      {clauses.map(([fields, how], at) => (
        <Fragment key={how}>
          {at ? '; ' : '. Here, '}
          {how}:{' '}
          {fields.map((field, index) => (
            <Fragment key={field}>
              {index ? ', ' : ''}
              <code>{field}</code>
            </Fragment>
          ))}
        </Fragment>
      ))}
      {clauses.length ? '.' : null}
    </span>
  );
}
