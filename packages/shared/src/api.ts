/** One node of a schema as the reference shows it: a property, an array item, or the schema itself. */
export interface ApiSchemaNode {
  name?: string;
  /** Readable type: `string<date-time>`, `array of Recipient`, `Signing`, `string | null`. */
  type: string;
  required?: boolean;
  /** HTML rendered from the schema's CommonMark description. */
  description?: string;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** Limits in words: `≥ 1`, `at most 500 characters`, `matches ^sig_`. */
  constraints: string[];
  /** Allowed values, as JSON. */
  enum?: string[];
  defaultValue?: string;
  example?: string;
  children: ApiSchemaNode[];
  /**
   * `oneOf` / `anyOf` alternatives. One that only adds a condition to the fields around it (`with source`,
   * `status: completed`) is named by it (`condition`), and has no type of its own to show.
   */
  variants?: { kind: 'oneOf' | 'anyOf'; options: { label: string; node: ApiSchemaNode; condition?: true }[] };
  discriminator?: { propertyName: string; mapping: { value: string; label: string }[] };
  /**
   * Set on a node whose schema the page shows in full elsewhere: one of its ancestors (`recursive`: linking
   * back instead of recursing forever), or a large schema shown earlier on the page (its fields are not
   * repeated, so a page stays readable and small however often a description reuses a schema), or a
   * large schema that another operation's page shows as its own body (`page`: that page's title, and
   * `anchor` a URL to the body there), on a page that would otherwise be too long to read.
   */
  shownAt?: {
    typeName: string;
    anchor: string;
    recursive: boolean;
    page?: string;
    /**
     * Where it links to the display of the other way (a response to its request's) that reads otherwise:
     * the way its data goes here, and the fields (paths such as `items[].id`) required here but not there
     * (a required read-only field of a response), and those not sent here but required there.
     */
    differs?: { direction: 'request' | 'response'; requiredHere: string[]; absentHere: string[] };
  };
  /**
   * Its id on the page, from where it sits in the description (`body-recipients-email`,
   * `response-200-data-id`), for links to it and to a schema shown again further on.
   */
  anchor?: string;
}

export interface ApiServerVariable {
  name: string;
  /** The value the server URLs are shown with. */
  defaultValue: string;
  /** The values it may take, when the description lists them. */
  values?: string[];
  /** HTML. */
  description?: string;
}

export interface ApiParameter {
  /** Its id on the page: `param-query-limit`, `response-429-header-retry-after`. */
  anchor: string;
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: ApiSchemaNode;
  example?: string;
  /**
   * How a list, an object or a value sent as content goes into the request, which its type does not
   * say: `tags=a,b` and "comma-separated", `where[title]=Hello` and "one parameter per field".
   */
  sentAs?: { shape: string; how: string };
}

export interface ApiExample {
  label?: string;
  /** Highlighted HTML of the example. */
  html: string;
  /** Said below an example too long for a page, which shows it shortened: what was left out. */
  note?: string;
}

export interface ApiMediaType {
  mediaType: string;
  /** Other media types of the body with the same schema and examples, shown as this one. */
  alsoAs?: string[];
  schema?: ApiSchemaNode;
  examples: ApiExample[];
}

export interface ApiResponse {
  status: string;
  /** Id of the response's heading. */
  id: string;
  /** HTML of the description, when it says more than its summary. */
  description?: string;
  /** The description's first sentence as plain text, shown while the response is collapsed. */
  summary?: string;
  headers: ApiParameter[];
  content: ApiMediaType[];
  /**
   * Its `links`: the operations a value of this response leads to (`getRepository` with `username` from
   * `$response.body#/username`), each with its page when the description has it.
   */
  links?: { name: string; operation: string; page?: { title: string; path: string }; parameters: [name: string, value: string][]; description?: string }[];
}

export interface ApiCodeSample {
  /** Language key from the config (`curl`, `python`, …). */
  language: string;
  label: string;
  /** Highlighted HTML of the sample. */
  html: string;
}

export interface ApiSecurityScheme {
  name: string;
  /** What kind of credentials, in a line: `HTTP Bearer authentication`, `OAuth 2.0 (client credentials, token at …)`. */
  description: string;
  scopes: string[];
  /** HTML of the scheme's own description (how to get the credentials), when the description has one. */
  details?: string;
}

/** Everything an API operation page shows. */
export interface ApiOperationView {
  method: string;
  /** The path it is called at; for a webhook, the webhook's name. */
  path: string;
  /** A webhook (OpenAPI 3.1): the API sends this request to a URL the reader registered, and the reader's endpoint responds. */
  webhook?: boolean;
  /** On a callback's page (a webhook of one operation): the operation whose call makes the API send it, and the callback's name. */
  callbackOf?: { name: string; title: string; path: string };
  /** An operation's callbacks (OpenAPI 3): requests the API sends to a URL the call gives, each on a page of its own. */
  callbacks?: { name: string; method: string; expression: string; title: string; path: string }[];
  operationId?: string;
  /** The page's title: the summary as one line of plain text. */
  summary: string;
  /** HTML of the summary as written, when the title is not all of it (Markdown, several lines, too long). */
  fullSummary?: string;
  description?: string;
  /** The operation's `externalDocs`: more about it on another site (an http or https URL only), and what to call the link. */
  externalDocs?: { url: string; label: string };
  deprecated: boolean;
  /** The URLs of the servers that serve it, each variable of theirs at its default. */
  servers: string[];
  /** What tells each server from the others in a few words (`Sandbox`), or '' (by index, beside `servers`). */
  serverLabels?: string[];
  /** The variables of those URLs (`https://{region}.api.example.com`), what each may be and means. */
  serverVariables?: ApiServerVariable[];
  /**
   * Alternatives, each a set of schemes used together; empty when the operation needs none. An empty
   * alternative among others: credentials are optional.
   */
  security: ApiSecurityScheme[][];
  parameters: ApiParameter[];
  requestBody?: { description?: string; required: boolean; content: ApiMediaType[] };
  responses: ApiResponse[];
  /** Headers every response sends alike (rate limits, request ids): stated once, not under each response. */
  responseHeaders: ApiParameter[];
  codeSamples: ApiCodeSample[];
  /** The address the code samples call in place of a server the description does not name: the reader puts the API's there. */
  placeholderServer?: string;
  tag: string;
}

/**
 * The ids of the sections of an API operation page, in one place: the templates put them on the page,
 * and the generator links the table of contents and search to them.
 */
export const API_SECTION_IDS = {
  overview: 'overview',
  codeSamples: 'code-samples',
  /** A webhook's request examples, where an operation's code samples would be. */
  requestExamples: 'request-examples',
  authorization: 'authorization',
  requestBody: 'request-body',
  responses: 'responses',
  responseHeaders: 'response-headers',
  responseExamples: 'response-examples',
  callbacks: 'callbacks',
} as const;

/** The id of the section of an operation's parameters in one location: `path-parameters`, `query-parameters`… */
export function parametersSectionId(location: ApiParameter['location']): string {
  return `${location}-parameters`;
}
