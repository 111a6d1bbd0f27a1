import { API_SECTION_IDS, parametersSectionId, type ApiMediaType, type ApiParameter, type PageProps } from '@docs/shared';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { PrevNext } from '../components/PrevNext.js';
import { CodeSamples } from '../components/CodeSamples.js';
import { SchemaFacts, SchemaTree } from '../components/SchemaTree.js';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/** The reference page of one API operation: request on the left, code samples beside it. */
export function ApiOperationLayout({ route, site }: PageProps) {
  const api = route.api!;
  return (
    <div className="doc api-page">
      <main id="main" className="doc-main api-main" tabIndex={-1}>
        <Breadcrumbs items={route.breadcrumbs} />
        <article className="markdown api-operation">
          <header className="api-header" id={API_SECTION_IDS.overview}>
            <h1>{api.summary}</h1>
            {api.deprecated ? (
              <p className="api-deprecated" role="note">
                <strong>Deprecated.</strong> This operation still works but will be removed; avoid it in new code.
              </p>
            ) : null}
            <p className="api-endpoint" data-search-exclude>
              <span className={`method-badge method-${api.method.toLowerCase()}`}>{api.method}</span>
              <code className="api-path">{api.path}</code>
            </p>
            {api.servers.length ? (
              <p className="api-servers" data-search-exclude>
                {api.servers.length === 1 ? 'Server: ' : 'Servers: '}
                {api.servers.map((server, index) => (
                  <span key={server}>
                    {index ? ', ' : ''}
                    <code>{server}</code>
                  </span>
                ))}
              </p>
            ) : null}
            {api.operationId ? (
              <p className="api-operation-id" data-search-exclude>
                Operation ID: <code>{api.operationId}</code>
              </p>
            ) : null}
          </header>
          {api.description ? <div className="api-description" dangerouslySetInnerHTML={{ __html: api.description }} /> : null}

          {api.codeSamples.length ? (
            <section className="api-samples" aria-labelledby={API_SECTION_IDS.codeSamples} data-search-exclude>
              <h2 id={API_SECTION_IDS.codeSamples}>Code samples</h2>
              <CodeSamples samples={api.codeSamples} groupId="request-sample" />
            </section>
          ) : null}

          {api.security.length ? (
            <section aria-labelledby={API_SECTION_IDS.authorization}>
              <h2 id={API_SECTION_IDS.authorization}>Authorization</h2>
              <ul className="api-security">
                {api.security.map((alternative, index) => (
                  <li key={index}>
                    {alternative.map((scheme, i) => (
                      <span key={scheme.name}>
                        {i ? ' and ' : ''}
                        <code>{scheme.name}</code>: {scheme.description}
                        {scheme.scopes.length ? <> (scopes: {scheme.scopes.map((s) => <code key={s}>{s} </code>)})</> : null}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
              {api.security.length > 1 ? <p className="api-note">Any one of these is enough.</p> : null}
            </section>
          ) : null}

          {LOCATIONS.map((location) => {
            const parameters = api.parameters.filter((p) => p.location === location);
            if (!parameters.length) return null;
            const id = parametersSectionId(location);
            return (
              <section key={location} aria-labelledby={id}>
                <h2 id={id}>{`${location.charAt(0).toUpperCase()}${location.slice(1)} parameters`}</h2>
                <ParameterList parameters={parameters} />
              </section>
            );
          })}

          {api.requestBody ? (
            <section aria-labelledby={API_SECTION_IDS.requestBody}>
              <h2 id={API_SECTION_IDS.requestBody}>
                Request body {api.requestBody.required ? <span className="schema-flag required">required</span> : null}
              </h2>
              {api.requestBody.description ? <div dangerouslySetInnerHTML={{ __html: api.requestBody.description }} /> : null}
              {api.requestBody.content.map((media) => (
                <MediaType key={media.mediaType} media={media} />
              ))}
            </section>
          ) : null}

          {api.responses.length ? (
            <section aria-labelledby={API_SECTION_IDS.responses}>
              <h2 id={API_SECTION_IDS.responses}>Responses</h2>
              {api.responses.map((response) => (
                <section key={response.status} className="api-response" aria-labelledby={response.id}>
                  <h3 id={response.id}>
                    <span className={`status-badge status-${response.status.charAt(0)}xx`}>{response.status}</span>
                  </h3>
                  {response.description ? <div className="api-response-description" dangerouslySetInnerHTML={{ __html: response.description }} /> : null}
                  {response.headers.length ? (
                    <>
                      <h4>Headers</h4>
                      <ParameterList parameters={response.headers} />
                    </>
                  ) : null}
                  {response.content.map((media) => (
                    <MediaType key={media.mediaType} media={media} />
                  ))}
                </section>
              ))}
            </section>
          ) : null}

          {site.specPath ? (
            <p className="api-download">
              The whole API is described in <a href={site.specPath} download>openapi.json</a> (OpenAPI), for code generators, API clients and AI assistants.
            </p>
          ) : null}
        </article>
        <PrevNext prev={route.prev} next={route.next} />
      </main>
    </div>
  );
}

function ParameterList({ parameters }: { parameters: ApiParameter[] }) {
  return (
    <ul className="schema-properties api-parameters">
      {parameters.map((parameter) => (
        <li key={`${parameter.location}-${parameter.name}`} className={parameter.deprecated ? 'schema-property deprecated' : 'schema-property'}>
          <div className="schema-property-head">
            <code className="schema-name">{parameter.name}</code>
            <span className="schema-type">{parameter.schema.type}</span>
            {parameter.required ? <span className="schema-flag required">required</span> : null}
            {parameter.deprecated ? <span className="schema-flag deprecated">deprecated</span> : null}
          </div>
          {parameter.description ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: parameter.description }} /> : null}
          <SchemaFacts node={parameter.schema} example={parameter.example ?? parameter.schema.example} />
        </li>
      ))}
    </ul>
  );
}

function MediaType({ media }: { media: ApiMediaType }) {
  return (
    <div className="api-media">
      <p className="api-media-type">
        <code>{media.mediaType}</code>
      </p>
      {media.schema ? <SchemaTree node={media.schema} /> : null}
      {media.examples.map((example, index) => (
        <div key={index} className="example-block">
          <p className="example-label">{example.label ? `Example: ${example.label}` : 'Example'}</p>
          {/* Long lines scroll sideways, and a keyboard can scroll only a box that takes the focus. */}
          <pre tabIndex={0}>
            <code className="hljs" dangerouslySetInnerHTML={{ __html: example.html }} />
          </pre>
        </div>
      ))}
    </div>
  );
}
