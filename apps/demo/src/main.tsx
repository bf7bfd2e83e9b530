import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Card, EmptyState } from '@talent/ui';
import { groupedGallery } from './gallery';

/** The template gallery: the demo screens of spec 001, answered by the msw fake layer of @talent/api. */
function Gallery() {
  const groups = [...groupedGallery()];
  return (
    <main style={{ padding: 24, maxWidth: 1100, marginInline: 'auto' }}>
      <h1>Template gallery</h1>
      <p>
        Demo screens inherited from the admin template. They run on fake data in the browser, never on the
        product server.
      </p>
      {groups.map(([group, entries]) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{group}</h2>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              gap: 16,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card title={entry.title}>
                  {entry.built ? (
                    <a href={entry.path}>{entry.path}</a>
                  ) : (
                    <EmptyState title="Coming soon" description={entry.path} />
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

async function start() {
  // The fake HTTP layer: calls with no matching handler pass through to the network (spec 001 section 7).
  const { setupWorker } = await import('msw/browser');
  const { handlers } = await import('@talent/api/msw');
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Gallery />
    </StrictMode>,
  );
}

void start();
