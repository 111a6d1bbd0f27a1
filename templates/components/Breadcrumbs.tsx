import type { Breadcrumb } from '@docs/shared';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href="/" aria-label="Home">
            Home
          </a>
        </li>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.path && index < items.length - 1 ? <a href={item.path}>{item.label}</a> : <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
