import { Parser } from 'htmlparser2';

export interface ScannedHtml {
  ids: Set<string>;
  links: string[];
}

const LINK_ATTRIBUTES = new Set(['href', 'src', 'poster']);

/** Finds every element id and every linked URL in a rendered page. */
export function scanHtml(html: string): ScannedHtml {
  const ids = new Set<string>();
  const links: string[] = [];
  let tag = '';
  const parser = new Parser(
    {
      onopentagname(name) {
        tag = name;
      },
      onattribute(name, value) {
        if (name === 'id' || (name === 'name' && tag === 'a')) ids.add(value);
        else if (LINK_ATTRIBUTES.has(name) && tag !== 'base') links.push(value);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, links };
}
