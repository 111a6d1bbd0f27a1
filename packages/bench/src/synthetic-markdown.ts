import type { Random } from './random.js';

const WORDS = (
  'signing document recipient webhook request response token header payload status event delivery retry ' +
  'timeout cursor page limit field schema example error code client server reminder signature envelope ' +
  'template audit trail sandbox production key secret rotation order sequence approver signer copy field ' +
  'upload download stream buffer queue worker batch export import account organisation member role policy'
).split(' ');

const SNIPPETS: Record<string, (r: Random) => string> = {
  javascript: (r) =>
    `const response = await fetch('https://api.example.com/v1/${r.pick(WORDS)}s', {\n  method: 'POST',\n  headers: { Authorization: \`Bearer \${process.env.API_KEY}\` },\n  body: JSON.stringify({ ${r.pick(WORDS)}: ${r.int(1, 99)} }),\n});\nif (!response.ok) throw new Error(\`Request failed: \${response.status}\`);\nconst data = await response.json();`,
  python: (r) =>
    `import requests\n\nresponse = requests.get(\n    "https://api.example.com/v1/${r.pick(WORDS)}s",\n    headers={"Authorization": f"Bearer {api_key}"},\n    params={"limit": ${r.int(1, 100)}},\n)\nresponse.raise_for_status()\nfor item in response.json()["data"]:\n    print(item["id"], item["status"])`,
  bash: (r) => `curl https://api.example.com/v1/${r.pick(WORDS)}s \\\n  -H "Authorization: Bearer $API_KEY" \\\n  -d limit=${r.int(1, 100)}`,
  json: (r) =>
    `{\n  "id": "obj_${r.int(1000, 9999)}",\n  "status": "${r.pick(['draft', 'sent', 'completed'])}",\n  "${r.pick(WORDS)}": ${r.int(0, 500)},\n  "created_at": "2025-0${r.int(1, 9)}-1${r.int(0, 9)}T10:00:00Z"\n}`,
};

function sentence(r: Random): string {
  const words = Array.from({ length: r.int(8, 18) }, () => r.pick(WORDS));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${r.next() < 0.2 ? ` with \`${r.pick(WORDS)}_${r.pick(WORDS)}\`` : ''}.`;
}

function paragraph(r: Random): string {
  return Array.from({ length: r.int(2, 5) }, () => sentence(r)).join(' ');
}

/** The section headings of a page; links elsewhere point at their anchors, so they must be predictable. */
export function sectionTitles(pageIndex: number): string[] {
  const count = 3 + (pageIndex % 4);
  return Array.from({ length: count }, (_, i) => `${WORDS[(pageIndex * 7 + i * 3) % WORDS.length]} ${WORDS[(pageIndex + i * 11) % WORDS.length]} part ${i + 1}`);
}

export function slugOf(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
}

export interface PageLinkTarget {
  path: string;
  title: string;
  index: number;
}

/** A realistic guide page: sections, sub-sections, code, a table, lists and links to other pages. */
export function syntheticPage(r: Random, index: number, title: string, position: number, targets: PageLinkTarget[]): string {
  const parts = [`---\ntitle: "${title}"\ndescription: "${sentence(r).replace(/"/g, '')}"\nsidebar_position: ${position}\n---\n`, paragraph(r)];
  for (const [i, heading] of sectionTitles(index).entries()) {
    parts.push(`## ${heading}`, paragraph(r));
    if (i % 2 === 0) parts.push(`### Details of ${heading}`, paragraph(r));
    const language = r.pick(Object.keys(SNIPPETS));
    if (r.next() < 0.7) parts.push(`\`\`\`${language}\n${SNIPPETS[language]!(r)}\n\`\`\``);
    if (r.next() < 0.3) {
      const rows = Array.from({ length: r.int(3, 6) }, () => `| \`${r.pick(WORDS)}\` | ${r.pick(['string', 'integer', 'boolean'])} | ${sentence(r)} |`);
      parts.push(['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n'));
    }
    if (r.next() < 0.4) parts.push(Array.from({ length: r.int(2, 5) }, () => `- ${sentence(r)}`).join('\n'));
    if (r.next() < 0.15) parts.push(`:::tip\n${sentence(r)}\n:::`);
  }
  if (targets.length) {
    const links = targets.map((t) => {
      const anchor = r.next() < 0.5 ? `#${slugOf(sectionTitles(t.index)[0]!)}` : '';
      return `[${t.title}](${t.path}${anchor})`;
    });
    parts.push(`## See also`, links.map((l) => `- ${l}`).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
