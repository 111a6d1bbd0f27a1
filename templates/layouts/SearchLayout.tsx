import type { PageProps } from '@docs/shared';
import { Island } from '@docs/runtime/island';
import SearchPage from '../islands/SearchPage.js';
import { searchProps } from '../components/Navbar.js';

/** `/search?q=`: the form works without JavaScript; the results come from the search island. */
export function SearchLayout({ site }: PageProps) {
  return (
    <main id="main" className="search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <noscript>
        <p className="search-status">Search runs in your browser, with JavaScript, which is off. The navigation above leads to every page.</p>
      </noscript>
      <Island name="SearchPage" component={SearchPage} props={searchProps(site)} hydrate="load" />
    </main>
  );
}
