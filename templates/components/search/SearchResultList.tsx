import type { SearchHit, SearchResults } from '@docs/shared/search';
import { HighlightedText } from './HighlightedText.js';

interface SearchResultListProps {
  results: SearchResults;
  /** Prefix of the option ids, for `aria-activedescendant`. */
  idPrefix: string;
  /** The hit the arrow keys have reached, counted across groups; none on the search page. */
  activeHit?: number;
  onHitClick?: () => void;
  onHitHover?: (hit: number) => void;
}

/** The id of the nth hit's option, so the input can point at the active one. */
export const hitId = (idPrefix: string, hit: number) => `${idPrefix}-hit-${hit}`;

/** Results grouped by page: the page title and trail, then each matching section with its heading path and excerpt. */
export function SearchResultList({ results, idPrefix, activeHit, onHitClick, onHitHover }: SearchResultListProps) {
  let counter = 0;
  return (
    <div className="search-result-list" role="listbox" id={`${idPrefix}-listbox`} aria-label={`Results for ${results.query}`}>
      {results.groups.map((group) => (
        <div key={group.url} className="search-result-group" role="group" aria-label={group.title.map((part) => part.text).join('')}>
          <div className="search-result-page" aria-hidden="true">
            {group.trail ? <span className="search-result-trail">{group.trail}</span> : null}
            <span className="search-result-title">
              <HighlightedText parts={group.title} />
            </span>
          </div>
          {group.hits.map((hit) => {
            const index = counter++;
            return <Hit key={hit.url} hit={hit} pageTitle={group.title} id={hitId(idPrefix, index)} active={index === activeHit} onClick={onHitClick} onHover={onHitHover && (() => onHitHover(index))} />;
          })}
        </div>
      ))}
    </div>
  );
}

interface HitProps {
  hit: SearchHit;
  pageTitle: SearchResults['groups'][number]['title'];
  id: string;
  active: boolean;
  onClick: (() => void) | undefined;
  onHover: (() => void) | undefined;
}

function Hit({ hit, pageTitle, id, active, onClick, onHover }: HitProps) {
  const path = hit.headings.length ? hit.headings : [pageTitle];
  return (
    <a id={id} className={active ? 'search-hit active' : 'search-hit'} href={hit.url} role="option" aria-selected={active} onClick={onClick} onMouseMove={onHover}>
      <span className="search-hit-path">
        {path.map((heading, index) => (
          <span key={index} className="search-hit-heading">
            <HighlightedText parts={heading} />
          </span>
        ))}
      </span>
      {hit.excerpt?.length ? (
        <span className="search-hit-excerpt">
          <HighlightedText parts={hit.excerpt} />
        </span>
      ) : null}
    </a>
  );
}
