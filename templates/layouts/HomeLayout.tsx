import type { PageProps } from '@docs/shared';

/** The home page: hero with calls to action, feature cards, then any Markdown body. */
export function HomeLayout({ route }: PageProps) {
  const home = route.home;
  return (
    <main id="main" className="home" tabIndex={-1}>
      <section className="hero">
        <h1 className="hero-title">{home?.name ?? route.title}</h1>
        {home?.tagline ? <p className="hero-tagline">{home.tagline}</p> : null}
        {home?.actions.length ? (
          <div className="hero-actions">
            {home.actions.map((action) => (
              <a key={action.link} className={`button button-${action.theme ?? 'brand'}`} href={action.link}>
                {action.text}
              </a>
            ))}
          </div>
        ) : null}
      </section>
      {home?.features.length ? (
        <section className="features" aria-label="Features">
          {home.features.map((feature) => (
            <div key={feature.title} className="feature-card">
              <h2 className="feature-title">{feature.link ? <a href={feature.link}>{feature.title}</a> : feature.title}</h2>
              <p>{feature.details}</p>
            </div>
          ))}
        </section>
      ) : null}
      {route.html ? <div className="markdown home-body" dangerouslySetInnerHTML={{ __html: route.html }} /> : null}
    </main>
  );
}
