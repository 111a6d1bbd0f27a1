import { Fragment } from 'react';
import { API_SECTION_IDS, parametersSectionId, type ApiMediaType, type ApiOperationView, type ApiParameter, type ApiResponse, type PageProps } from '@docs/shared';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { PrevNext } from '../components/PrevNext.js';
import { CodeSamples } from '../components/CodeSamples.js';
import { CodeTabs, HighlightedCode } from '../components/CodeTabs.js';
import { FieldHead, fieldBody, SchemaFacts, SchemaTree } from '../components/SchemaTree.js';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/**
 * The reference page of one API operation. From 1200 px wide it has two columns: the description, parameters
 * and schemas on the left; on the right, and staying in view while the left scrolls, the request in every
 * language and the response examples by status. Narrower, the examples follow the description.
 */
export function ApiOperationLayout({ route, site }: PageProps) {
  const api = route.api!;
  // A page of an older docs version offers that version's description.
  const specPath = route.version ? site.versions?.find((version) => version.name === route.version!.name)?.specPath : site.specPath;
  return (
    <div className="doc api-page">
      <main id="main" className="doc-main api-main" tabIndex={-1}>
        <Breadcrumbs items={route.breadcrumbs} />
        <article className="markdown api-operation">
          <div className="api-intro">
            <header className="api-header" id={API_SECTION_IDS.overview}>
              <h1>{api.summary}</h1>
              {api.deprecated ? (
                <p className="api-deprecated" role="note">
                  <strong>Deprecated.</strong> This operation still works but will be removed; avoid it in new code.
                </p>
              ) : null}
              <p className="api-endpoint" data-search-exclude="">
                <span className={`method-badge method-${api.method.toLowerCase()}`}>{api.method}</span>
                <code className="api-path">{api.path}</code>
                {api.webhook ? <span className="api-webhook-badge">{api.callbackOf ? 'callback' : 'webhook'}</span> : null}
              </p>
              {api.callbackOf ? (
                <p className="api-webhook-note" role="note">
                  The API sends this request to the URL your call to <a href={api.callbackOf.path}>{api.callbackOf.title}</a> gives (its callback <code>{api.callbackOf.name}</code>). Your endpoint receives the body below and answers with one of the responses.
                </p>
              ) : api.webhook ? (
                <p className="api-webhook-note" role="note">
                  The API sends this request to the URL you registered for it. Your endpoint receives the body below and answers with one of the responses.
                </p>
              ) : null}
              {api.servers.length ? (
                <p className="api-servers" data-search-exclude="">
                  {api.servers.length === 1 ? 'Server: ' : 'Servers: '}
                  {api.servers.map((server, index) => (
                    <span key={server}>
                      {index ? ', ' : ''}
                      <code>{server}</code>
                      {api.serverLabels?.[index] ? ` (${api.serverLabels[index]})` : ''}
                    </span>
                  ))}
                </p>
              ) : null}
              {api.serverVariables?.length ? (
                <dl className="schema-facts api-server-variables" data-search-exclude="">
                  {api.serverVariables.map((variable) => (
                    <div key={variable.name}>
                      <dt>
                        <code>{`{${variable.name}}`}</code>
                      </dt>
                      <dd>
                        {(variable.values ?? [variable.defaultValue]).map((value, index) => (
                          <span key={value}>
                            {index ? ' | ' : ''}
                            <code>{value}</code>
                            {value === variable.defaultValue && variable.values ? ' (default)' : ''}
                          </span>
                        ))}
                        {variable.description ? <div className="api-server-variable-description" dangerouslySetInnerHTML={{ __html: variable.description }} /> : null}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {api.operationId ? (
                <p className="api-operation-id" data-search-exclude="">
                  Operation ID: <code>{api.operationId}</code>
                </p>
              ) : null}
            </header>
            {api.fullSummary ? <div className="api-summary" dangerouslySetInnerHTML={{ __html: api.fullSummary }} /> : null}
            {api.description ? <div className="api-description" dangerouslySetInnerHTML={{ __html: api.description }} /> : null}
            {api.externalDocs ? (
              <p className="api-external-docs">
                More: <a href={api.externalDocs.url} rel="noopener">{api.externalDocs.label}</a>
              </p>
            ) : null}
          </div>

          <ApiExamples api={api} />

          {/* Each section is named by its title, not by its heading, which the page's script gives a "Direct link" too. */}
          <div className="api-details">
            {api.security.length ? (
              <section aria-label="Authorization">
                <h2 id={API_SECTION_IDS.authorization}>Authorization</h2>
                <ul className="api-security">
                  {api.security.filter((alternative) => alternative.length).map((alternative, index) => (
                    <li key={index}>
                      {alternative.map((scheme, i) => (
                        <span key={scheme.name}>
                          {i ? ' and ' : ''}
                          <code>{scheme.name}</code>: {scheme.description}
                          {scheme.scopes.length ? <> (scopes: {scheme.scopes.map((s, at) => <Fragment key={s}>{at ? ', ' : ''}<code>{s}</code></Fragment>)})</> : null}
                        </span>
                      ))}
                      {alternative.map((scheme) => (scheme.details ? <div key={scheme.name} className="schema-description" dangerouslySetInnerHTML={{ __html: scheme.details }} /> : null))}
                    </li>
                  ))}
                </ul>
                {api.security.filter((alternative) => alternative.length).length > 1 ? <p className="api-note">Any one of these is enough.</p> : null}
                {api.security.some((alternative) => !alternative.length) ? <p className="api-note">Optional: the operation can also be called without credentials.</p> : null}
              </section>
            ) : null}

            {LOCATIONS.map((location) => {
              const parameters = api.parameters.filter((p) => p.location === location);
              if (!parameters.length) return null;
              const id = parametersSectionId(location);
              const title = `${location.charAt(0).toUpperCase()}${location.slice(1)} parameters`;
              return (
                <section key={location} aria-label={title}>
                  <h2 id={id}>{title}</h2>
                  <ParameterList parameters={parameters} />
                </section>
              );
            })}

            {api.requestBody ? (
              <section aria-label="Request body">
                <h2 id={API_SECTION_IDS.requestBody}>
                  Request body {api.requestBody.required ? <small className="required" data-search-exclude="">required</small> : null}
                </h2>
                {api.requestBody.description ? <div dangerouslySetInnerHTML={{ __html: api.requestBody.description }} /> : null}
                {api.requestBody.content.map((media) => (
                  // A webhook's examples are beside the page, where an operation's code samples are.
                  <MediaType key={media.mediaType} media={media} showExamples={!api.webhook} />
                ))}
              </section>
            ) : null}

            {api.responses.length ? (
              <section aria-label="Responses">
                <h2 id={API_SECTION_IDS.responses}>Responses</h2>
                {api.responseHeaders.length ? (
                  <>
                    <h3 id={API_SECTION_IDS.responseHeaders}>Headers of every response</h3>
                    <ParameterList parameters={api.responseHeaders} />
                  </>
                ) : null}
                {api.responses.map((response) => (
                  <Response key={response.status} response={response} open={response.status === firstSuccess(api)} />
                ))}
              </section>
            ) : null}

            {api.callbacks?.length ? (
              <section aria-label="Callbacks">
                <h2 id={API_SECTION_IDS.callbacks}>Callbacks</h2>
                <p>After this call, the API sends these requests to the URLs the call gives; each page says what your endpoint receives and answers.</p>
                <ul className="api-callbacks">
                  {api.callbacks.map((callback) => (
                    <li key={callback.path}>
                      <a href={callback.path}>{callback.title}</a>: <code>{`${callback.method} ${callback.expression}`}</code>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {specPath ? (
              // The same sentence on every page: search would find it in each operation's last response.
              <p className="api-download" data-search-exclude="">
                The whole API is described in <a href={specPath} download>openapi.json</a> (OpenAPI), for code generators, API clients and AI assistants.
              </p>
            ) : null}
          </div>
        </article>
        <PrevNext prev={route.prev} next={route.next} />
      </main>
    </div>
  );
}

/** The status whose response a reader expects: the first 2xx, else the first listed. */
function firstSuccess(api: ApiOperationView): string | undefined {
  return (api.responses.find((response) => response.status.startsWith('2')) ?? api.responses[0])?.status;
}

/**
 * A response, collapsed unless it is the success a reader expects, its status and first sentence in view
 * either way; a link to anything inside opens it.
 */
function Response({ response, open }: { response: ApiResponse; open: boolean }) {
  return (
    // The page's script puts a `#` link to the response beside its summary, not in it: a summary is itself a control.
    <div className="api-response-item">
      <details className="api-response" open={open}>
        <summary>
          <h3 id={response.id}>
            <span className={`status-badge status-${response.status.charAt(0)}xx`}>{response.status}</span>
            {response.summary ? <span className="api-response-summary">{response.summary}</span> : null}
          </h3>
        </summary>
        {response.description ? <div className="api-response-description" dangerouslySetInnerHTML={{ __html: response.description }} /> : null}
        {response.headers.length ? (
          <>
            <h4>Headers</h4>
            <ParameterList parameters={response.headers} />
          </>
        ) : null}
        {response.content.map((media) => (
          <MediaType key={media.mediaType} media={media} showExamples={false} />
        ))}
        {response.links?.length ? (
          <>
            <h4>Links</h4>
            <ul className="api-response-links">
              {response.links.map((link) => (
                <li key={link.name}>
                  <code>{link.name}</code>: {link.page ? <a href={link.page.path}>{link.page.title}</a> : <code>{link.operation}</code>}
                  {link.parameters.length ? (
                    <>
                      {' with '}
                      {link.parameters.map(([name, value], at) => (
                        <Fragment key={name}>
                          {at ? ', ' : null}
                          <code>{`${name} = ${value}`}</code>
                        </Fragment>
                      ))}
                    </>
                  ) : null}
                  {link.description ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: link.description }} /> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </details>
    </div>
  );
}

/**
 * The request in every language and each response's examples, by status (the expected success first
 * chosen). Response examples are shown here only, not again beside their schemas.
 */
function ApiExamples({ api }: { api: ApiOperationView }) {
  const responses = api.responses.filter((response) => response.content.some((media) => media.examples.length));
  const received = api.webhook ? (api.requestBody?.content ?? []).filter((media) => media.examples.length) : [];
  if (!api.codeSamples.length && !responses.length && !received.length) return null;
  const expected = responses.find((response) => response.status.startsWith('2')) ?? responses[0];
  return (
    <aside className="api-examples" aria-label="Request and response examples" data-search-exclude="">
      {received.length ? (
        <section aria-labelledby={API_SECTION_IDS.requestExamples}>
          <h2 id={API_SECTION_IDS.requestExamples} className="api-examples-title">
            Request
          </h2>
          {received.flatMap((media) =>
            media.examples.map((example, index) => (
              <div key={`${media.mediaType}-${index}`} className="example-block">
                <p className="example-label">{[example.label, received.length > 1 ? mediaTypesOf(media) : undefined].filter(Boolean).join(' · ') || mediaTypesOf(media)}</p>
                <HighlightedCode html={example.html} />
                {example.note ? <p className="example-note">{example.note}</p> : null}
              </div>
            )),
          )}
        </section>
      ) : null}
      {api.codeSamples.length ? (
        <section aria-labelledby={API_SECTION_IDS.codeSamples}>
          <h2 id={API_SECTION_IDS.codeSamples} className="api-examples-title">
            Request
          </h2>
          <CodeSamples samples={api.codeSamples} groupId="sample" />
          {api.placeholderServer ? (
            <p className="api-note">
              The API description names no server: the samples call <code>{api.placeholderServer}</code> in its place. Put your API&apos;s address there.
            </p>
          ) : null}
        </section>
      ) : null}
      {responses.length ? (
        <section aria-labelledby={API_SECTION_IDS.responseExamples}>
          <h2 id={API_SECTION_IDS.responseExamples} className="api-examples-title">
            Response
          </h2>
          <CodeTabs
            className="response-examples"
            label="Response examples by status"
            groupId="example"
            checked={expected?.status}
            tabs={responses.map((response) => ({
              value: response.status,
              label: <span className={`status-dot status-${response.status.charAt(0)}xx`}>{response.status}</span>,
              panel: response.content.flatMap((media) =>
                media.examples.map((example, index) => (
                  <div key={`${media.mediaType}-${index}`} className="example-block">
                    <p className="example-label">{[example.label, response.content.length > 1 ? mediaTypesOf(media) : undefined].filter(Boolean).join(' · ') || mediaTypesOf(media)}</p>
                    <HighlightedCode html={example.html} />
                    {example.note ? <p className="example-note">{example.note}</p> : null}
                  </div>
                )),
              ),
            }))}
          />
        </section>
      ) : null}
    </aside>
  );
}

function ParameterList({ parameters }: { parameters: ApiParameter[] }) {
  return (
    <ul className="schema-properties api-parameters">
      {parameters.map((parameter) => (
        <li key={`${parameter.location}-${parameter.name}`} id={parameter.anchor} className={parameter.deprecated ? 'deprecated' : undefined}>
          <FieldHead name={parameter.name} type={parameter.schema.type} required={parameter.required} deprecated={parameter.deprecated} />
          {parameter.description ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: parameter.description }} /> : null}
          <SchemaFacts node={parameter.schema} example={parameter.example ?? parameter.schema.example} sentAs={parameter.sentAs} />
          {fieldBody(parameter.schema, 1)}
        </li>
      ))}
    </ul>
  );
}

function MediaType({ media, showExamples = true }: { media: ApiMediaType; showExamples?: boolean }) {
  return (
    <div className="api-media">
      <p className="api-media-type" data-search-exclude="">
        {[media.mediaType, ...(media.alsoAs ?? [])].map((type, index) => (
          <Fragment key={type}>
            {index ? ', ' : null}
            <code>{type}</code>
          </Fragment>
        ))}
      </p>
      {media.schema ? <SchemaTree node={media.schema} /> : null}
      {(showExamples ? media.examples : []).map((example, index) => (
        <div key={index} className="example-block">
          <p className="example-label">{example.label ? `Example: ${example.label}` : 'Example'}</p>
          {/* Long lines scroll sideways, and a keyboard can scroll only a box that takes the focus. */}
          <pre tabIndex={0}>
            <code className="hljs" dangerouslySetInnerHTML={{ __html: example.html }} />
          </pre>
          {example.note ? <p className="example-note">{example.note}</p> : null}
        </div>
      ))}
    </div>
  );
}

/** A body's media type, with the others shown as it: `application/json, text/json`. */
function mediaTypesOf(media: ApiMediaType): string {
  return [media.mediaType, ...(media.alsoAs ?? [])].join(', ');
}
