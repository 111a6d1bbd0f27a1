import { packText } from '../text/packed-text.js';
import type { PageRecord, RecordedLink } from './page-job.js';

/**
 * Makes records small enough to keep for every page of a large site until the link check: the
 * templates put the same links and ids on every page (navbar, sidebar, footer), and each record that
 * crosses from a worker brings its own copies. Here each distinct template link and id is kept once,
 * and search texts are packed (`packText`).
 */
export function createRecordCompactor(): (record: PageRecord) => PageRecord {
  const strings = new Map<string, string>();
  const templateLinks = new Map<string, RecordedLink>();
  const intern = (value: string) => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  const templateLink = (url: string) => {
    let link = templateLinks.get(url);
    if (!link) templateLinks.set(url, (link = { url: intern(url) }));
    return link;
  };
  return (record) => ({
    ...record,
    path: intern(record.path),
    ids: record.ids.map(intern),
    links: record.links.map((link) => (link.written ? { url: intern(link.url), written: link.written } : templateLink(link.url))),
    sections: record.sections.map((section) => ({ ...section, text: typeof section.text === 'string' ? packText(section.text) : section.text })),
  });
}
