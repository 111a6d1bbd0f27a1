import type { NavLink } from '@docs/shared';

export function PrevNext({ prev, next }: { prev?: NavLink | undefined; next?: NavLink | undefined }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label="Docs pages">
      {prev ? (
        <a className="prev-next-link prev" href={prev.path} rel="prev">
          <span className="prev-next-hint">Previous</span>
          <span className="prev-next-label">« {prev.label}</span>
        </a>
      ) : (
        <span className="prev-next-spacer" />
      )}
      {next ? (
        <a className="prev-next-link next" href={next.path} rel="next">
          <span className="prev-next-hint">Next</span>
          <span className="prev-next-label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
