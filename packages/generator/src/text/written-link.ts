/** Where a link of a page was written: its Markdown line, or the JSON pointer in the API description. */
export interface WrittenLink {
  /** The link as the author wrote it, before it was resolved to a URL of the site. */
  written: string;
  line?: number;
  column?: number;
  pointer?: string;
}

/** Where each link of a page was written, keyed by the URL it became. */
export type LinkOrigins = Map<string, WrittenLink>;
