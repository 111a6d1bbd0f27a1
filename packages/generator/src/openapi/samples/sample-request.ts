/**
 * One request an operation's code samples make, in terms every language can write: what openapi-snippet's
 * reading of the description gives (URL, serialized parameters) plus what it got wrong for uploads and
 * bodies (files as files, bodies as values rather than pre-serialized text). Each language's writer
 * turns this, and only this, into source.
 */
export interface SampleRequest {
  /** Upper case: `POST`. */
  method: string;
  /** Absolute URL, path parameters filled in and query string included. */
  url: string;
  /** Headers the caller sets, authorization included; the body's `Content-Type` is in `body`. */
  headers: SampleHeader[];
  body?: SampleBody;
  /** What the sample does with the response of a successful call. */
  response: SampleResponse;
  /**
   * The call succeeds by a redirect only (GitHub's archive and log downloads answer 302 to where the file
   * is): the sample follows it, as fetch, requests, Go and .NET do themselves and cURL, PHP and Ruby do not.
   */
  followsRedirect?: boolean;
  /**
   * The request sends a key or a password (an API key, HTTP Basic or a bearer token of the HTTP scheme),
   * which belongs on a server, not an OAuth access token, which a browser app may hold.
   */
  sendsSecret?: boolean;
  /** The address the samples call in place of a server the description does not name (a reader replaces it). */
  placeholderServer?: string;
}

export interface SampleHeader {
  name: string;
  value: string;
}

/**
 * A header as libcurl takes it (cURL's `--header`, PHP's `CURLOPT_HTTPHEADER`): `Name: value`, or
 * `Name;` for an empty value, which `Name: ` would not send at all.
 */
export function headerLine(header: SampleHeader): string {
  return header.value === '' ? `${header.name};` : `${header.name}: ${header.value}`;
}

export type SampleBody =
  /** A JSON document, written in each language's own literal syntax where it has one. */
  | { kind: 'json'; mediaType: string; value: unknown }
  /** `application/x-www-form-urlencoded` fields. */
  | { kind: 'form'; fields: SampleField[] }
  /** `multipart/form-data`: the library makes the boundary, never the sample. */
  | { kind: 'multipart'; parts: SamplePart[] }
  /** The whole body is a file read from disk (`application/pdf`, `application/octet-stream`). */
  | { kind: 'file'; mediaType: string; file: string }
  /** Text sent as it is (`text/plain`, XML). */
  | { kind: 'text'; mediaType: string; text: string };

export interface SampleField {
  name: string;
  value: string;
}

export type SamplePart = SampleField | SampleFilePart;

export interface SampleFilePart {
  name: string;
  /** File name on disk, also sent as the part's file name. */
  file: string;
  /** The part's `Content-Type`, when the description states one. */
  contentType?: string;
}

export type SampleResponse =
  /** Parse and print JSON. */
  | { kind: 'json' }
  /** Print the text (or nothing, for an empty response). */
  | { kind: 'text' }
  /** Save the body to this file. */
  | { kind: 'file'; file: string };

export function isFilePart(part: SamplePart): part is SampleFilePart {
  return 'file' in part;
}

/**
 * Whether the request is a POST, PUT or PATCH with nothing to send. Such a request should still say its
 * body is empty (`Content-Length: 0`), which GitHub requires of its bodiless PUTs, and some front ends
 * answer 411 without: cURL, PHP's cURL and Ruby's `Net::HTTP` (which then sends a form's type) need it written.
 */
export function sendsEmptyBody(request: SampleRequest): boolean {
  return !request.body && (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH');
}
