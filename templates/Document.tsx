import { absoluteUrl, type PageProps } from '@docs/shared';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Navbar } from './components/Navbar.js';
import { Footer } from './components/Footer.js';
import { Drawer } from './components/Drawer.js';
import { VersionBanner } from './components/VersionMenu.js';
import { DocLayout } from './layouts/DocLayout.js';
import { ApiOperationLayout } from './layouts/ApiOperationLayout.js';
import { HomeLayout } from './layouts/HomeLayout.js';
import { PageLayout } from './layouts/PageLayout.js';
import { SearchLayout } from './layouts/SearchLayout.js';
import { NotFoundLayout } from './layouts/NotFoundLayout.js';

/** The whole HTML document of one page. */
export function Document({ site, route, assets }: PageProps) {
  // A page of an older docs version says which in its title: tabs, history and bookmarks otherwise read the same as the latest's.
  // An older version's pages say which in their titles, as its banner and menu name it: by its label.
  const olderVersion = route.version && site.versions && route.version.name !== site.versions[0]?.name ? (site.versions.find((version) => version.name === route.version!.name)?.label ?? route.version.name) : undefined;
  const title = route.kind === 'home' ? `${site.title} · ${site.tagline}` : `${route.title}${olderVersion ? ` (${olderVersion})` : ''} | ${site.title}`;
  const canonical = absoluteUrl(site.url, route.path);
  return (
    <html lang="en" dir="ltr" data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={assets.contentSecurityPolicy} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {route.description ? <meta name="description" content={route.description} /> : null}
        {route.kind === 'not-found' ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        {/* An older docs version is for readers who need it, not for search engines, which should show the latest. */}
        {olderVersion ? <meta name="robots" content="noindex, follow" /> : null}
        {/* The search page's results exist only in a reader's browser: to a search engine it is an empty form. */}
        {route.kind === 'search' ? <meta name="robots" content="noindex, follow" /> : null}
        <meta property="og:site_name" content={site.title} />
        <meta property="og:title" content={title} />
        <meta property="og:type" content={route.kind === 'home' ? 'website' : 'article'} />
        {route.kind === 'not-found' ? null : <meta property="og:url" content={canonical} />}
        {route.description ? <meta property="og:description" content={route.description} /> : null}
        <meta name="twitter:card" content="summary" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: assets.headScript }} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body data-kind={route.kind} {...(route.version ? { 'data-docs-version': route.version.name } : {})}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {site.announcement ? <AnnouncementBar announcement={site.announcement} /> : null}
        <Navbar site={site} currentPath={route.path} version={route.version} />
        {route.version && site.versions ? <VersionBanner siteTitle={site.title} version={route.version} versions={site.versions} /> : null}
        <div className={route.hasSidebar ? 'main-wrapper with-sidebar' : 'main-wrapper'}>
          <Drawer site={site} route={route} />
          <div className="page">{renderLayout({ site, route, assets })}</div>
        </div>
        <Footer site={site} version={route.version} />
      </body>
    </html>
  );
}

function renderLayout(props: PageProps) {
  switch (props.route.kind) {
    case 'home':
      return <HomeLayout {...props} />;
    case 'doc':
      return <DocLayout {...props} />;
    case 'api-operation':
      return props.route.api ? <ApiOperationLayout {...props} /> : <DocLayout {...props} />;
    case 'search':
      return <SearchLayout {...props} />;
    case 'not-found':
      return <NotFoundLayout {...props} />;
    default:
      return <PageLayout {...props} />;
  }
}
