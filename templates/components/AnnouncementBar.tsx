import { CloseIcon } from './Icons.js';

/** The optional bar above the navbar; its id lets readers dismiss one announcement but see the next. */
export function AnnouncementBar({ announcement }: { announcement: { id: string; content: string } }) {
  return (
    <div className="announcement" data-announcement-id={announcement.id} role="region" aria-label="Announcement">
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: announcement.content }} />
      <button type="button" className="icon-button announcement-close" data-announcement-close aria-label="Close the announcement">
        <CloseIcon />
      </button>
    </div>
  );
}
