import type { ReactNode } from 'react';
import { ExternalIcon } from './Icons.js';

/** A configured link: `to` stays on the site; `href` leaves it, in a new tab, marked as external. */
export function SiteLink({ link, className, children }: { link: { label: string; to?: string; href?: string }; className?: string; children?: ReactNode }) {
  if (link.href) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {children ?? link.label}
        <ExternalIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className={className} href={link.to ?? '/'}>
      {children ?? link.label}
    </a>
  );
}
