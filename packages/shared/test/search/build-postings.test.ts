import { Index } from 'flexsearch';
import { describe, expect, it } from 'vitest';
import { buildPostings } from '../../src/search/build-postings.js';
import { capPostings } from '../../src/search/cap-postings.js';
import { createTermTable } from '../../src/search/create-term-table.js';
import { createSearchEncoder, POSTINGS_PER_TERM, SEARCH_RESOLUTION } from '../../src/search/index.js';

const documents = [
  'Webhooks deliver events; a webhook retries failed deliveries.',
  'Send the signing to its recipients: signers sign in order.',
  undefined,
  '',
  'Guide 1111: rotate the key, then rotate keys 2025-04-15T10:00:00Z and again',
  'Recipients, recipient reminders and the remind-unsigned operation',
  'one two three four five six seven eight nine ten eleven twelve thirteen',
];

/** What FlexSearch's own Index.add files, for comparison. Its encoder cache can let a repeated term through, so it is off here. */
function flexSearchPostings(texts: readonly (string | undefined)[], tokenize: 'forward' | 'strict') {
  const index = new Index({ tokenize, encoder: createSearchEncoder({ cache: false }), resolution: SEARCH_RESOLUTION });
  texts.forEach((text, id) => text && index.add(id, text));
  const postings = new Map<string, unknown>();
  void index.export((key: string, data: string) => {
    if (key.endsWith('map')) for (const [term, slots] of JSON.parse(data) as [string, unknown][]) postings.set(term, slots);
  });
  return postings;
}

const asJson = (postings: Map<string, { slots: number[][] }>) => new Map([...postings].map(([term, list]) => [term, JSON.parse(JSON.stringify(list.slots)) as unknown]));

describe('createSearchEncoder', () => {
  it('keeps numbers as written, where it folds letters', () => {
    const encoder = createSearchEncoder();
    expect(encoder.encode('400 40 1000 10 2025')).toEqual(['400', '40', '1000', '10', '2025']);
    // Letters written twice still fold ("webhook", "webhok"), and two words that fold alike are one term.
    expect(encoder.encode('webhook webhok')).toEqual(['fephok']);
    expect(encoder.encode('kc k')).toEqual(['k']);
  });
});

describe('buildPostings', () => {
  it.each(['forward', 'strict'] as const)('files documents under the same terms and slots as FlexSearch does (%s)', (tokenize) => {
    const ours = buildPostings(documents, tokenize, createTermTable(createSearchEncoder()));
    expect(asJson(ours)).toEqual(flexSearchPostings(documents, tokenize));
  });

  it('notes the documents of which a term is a whole word (or its plural), and those that are that word alone', () => {
    const postings = buildPostings(['webhooks', 'a webhook', 'webhook webhooks', 'webhookery', 'statuses'], 'forward', createTermTable(createSearchEncoder()));
    const [webhook, status] = createSearchEncoder().encode('webhook status') as string[];
    // "webhooks" is the plural a reader types as "webhook"; "webhookery" is another word.
    expect(postings.get(webhook!)!.whole).toEqual([0, 1, 2]);
    expect(postings.get(webhook!)!.sole).toEqual([0]);
    expect(postings.get(webhook!)!.slots.flat().sort()).toEqual([0, 1, 2, 3]);
    expect(postings.get(status!)!.sole).toEqual([4]);
  });

  it('keeps the best-scored documents of a term and no more, as capping all of them would', () => {
    // The term comes first in every third document (the best slot), late in the others.
    const many = Array.from({ length: 1_000 }, (_, id) => (id % 3 ? 'alpha beta gamma delta epsilon zeta remind' : 'remind alpha'));
    const ours = buildPostings(many, 'strict', createTermTable(createSearchEncoder()));
    const all = flexSearchPostings(many, 'strict');
    for (const [term, list] of ours) {
      expect(capPostings(list.slots, POSTINGS_PER_TERM), term).toEqual(capPostings(all.get(term) as number[][], POSTINGS_PER_TERM));
    }
  });
});
