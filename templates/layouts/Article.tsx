import type { Route } from '@docs/shared';

/** The page body rendered from Markdown, with a title unless the Markdown starts with its own. */
export function Article({ route }: { route: Route }) {
  return (
    <article className="markdown">
      {route.hasOwnTitle ? null : <h1>{route.title}</h1>}
      {route.html ? <div className="markdown-body" dangerouslySetInnerHTML={{ __html: route.html }} /> : null}
    </article>
  );
}
