import { describe, expect, it } from 'vitest';
import { listAnnouncementLinks } from '../src/announcement.js';

describe('listAnnouncementLinks', () => {
  it("lists the site's own targets of an announcement's links and images, not other sites'", () => {
    const content = `New: <a href="/docs/webhooks/">webhooks</a> <img src='/img/new.svg' alt=""> <a href="https://status.example.com">status</a> <img src="https://cdn.example.com/x.png">`;
    expect(listAnnouncementLinks(content)).toEqual(['/docs/webhooks/', '/img/new.svg']);
  });
});
