// openapi-snippet ships no types; this is the one function we call: its serializer of parameter values by
// style (`form`, `label`, `matrix`, `deepObject`…) into HAR name/value pairs.
declare module 'openapi-snippet/openapi-to-har.js' {
  const OpenAPIToHar: {
    createHarParameterObjects(parameter: { name: string; in: string; style?: string; explode?: boolean }, value: unknown): { name: string; value: unknown }[];
  };
  export default OpenAPIToHar;
}
