// openapi-snippet ships no types; this is the one function we call.
declare module 'openapi-snippet' {
  const OpenAPISnippet: {
    getEndpointSnippets(api: unknown, path: string, method: string, targets: string[]): { snippets: { id: string; content: string }[] };
  };
  export default OpenAPISnippet;
}
