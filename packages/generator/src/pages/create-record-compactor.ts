import { packText } from '../text/packed-text.js';
import type { PageRecord } from './page-job.js';

/**
 * Makes records small enough to keep for every page of a large site until the link check: the
 * templates put the same links and ids on every page (navbar, sidebar, footer), and each record that
 * crosses from a worker brings its own copies. Here each distinct template link and id is kept once,
 * and search texts are packed (`packText`).
 */
export function createRecordCompactor(): (record: PageRecord) => PageRecord {
  const strings = new Map<string, string>();
  const intern = (value: string) => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  return (record) => ({
    ...record,
    path: intern(record.path),
    ids: record.ids.map(intern),
    links: record.links.map((link) => ({ url: intern(link.url), ...(link.written ? { written: link.written } : {}) })),
    templateLinks: record.templateLinks.map(intern),
    sections: record.sections.map((section) => ({ ...section, text: typeof section.text === 'string' ? packText(section.text) : section.text })),
  });
}
