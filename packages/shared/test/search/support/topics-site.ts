import type { SearchContent, SearchPage, SearchSection } from '../../../src/search/index.js';

const TOPICS = ['Recipients', 'Webhooks', 'Signings', 'Documents', 'Templates', 'Authentication', 'Pagination', 'Errors', 'Folders', 'Users', 'Teams', 'Billing'];

/** A small site with a page per topic, each with a few sections: enough words for several shards of each kind when shards are small. */
export function topicsSite(): SearchContent {
  const pages: SearchPage[] = [];
  const sections: SearchSection[] = [];
  const texts: string[] = [];
  TOPICS.forEach((topic, page) => {
    const word = topic.toLowerCase();
    pages.push([topic, `/docs/${word}`, 'Guides']);
    sections.push([page, '', []], [page, `create-${word}`, [`Create ${word}`]], [page, 'limits', ['Limits', `Limits on ${word}`]]);
    texts.push(`Everything about ${word}: what they are and when to use them.`, `Send a request to create ${word}; the response holds the new ${word}.`, `At most 100 ${word} per account, and ${page + 1} requests a second.`);
  });
  return { pages, sections, texts };
}

/** Shard sizes small enough that the topics site needs several shards of each kind. */
export const SMALL_SHARDS = { termShard: 600, pageShard: 300, textShard: 150 };
