import type { PageProps } from '@docs/shared';
import { Island } from '@docs/runtime/island';
import Counter from './islands/Counter.js';
import Fragile from './islands/Fragile.js';
import './styles.css';

/** A bare page: the runtime's assets, the Markdown body, and two islands. */
export function Document({ route, assets }: PageProps) {
  return (
    <html lang="en" dir="ltr" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={assets.contentSecurityPolicy} />
        <title>{route.title}</title>
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: assets.headScript }} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <main id="main" tabIndex={-1}>
          <div dangerouslySetInnerHTML={{ __html: route.html ?? '' }} />
          <Island name="Counter" component={Counter} props={{ label: 'Clicks', start: 2 }} />
          <Island name="Fragile" component={Fragile} props={{}} />
        </main>
      </body>
    </html>
  );
}
