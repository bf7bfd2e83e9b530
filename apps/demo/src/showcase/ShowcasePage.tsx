import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import useSWR from 'swr';
import { Card, EmptyState } from '@talent/ui';
import { LoadFailed, LoadingLines } from '../lib/LoadStates';
import { showcasePages, type ShowcasePageId } from './catalogue';
import { loadShowcase, type ShowcaseSection, type ShowcaseStory } from './stories';
import { FramedStory, StoryErrorBoundary } from './StoryStage';
import * as styles from './showcase.css';

/** Loads a page's story files (once; `mutate` loads them again after a failure). */
function useShowcase(page: ShowcasePageId) {
  return useSWR(['showcase', page], () => loadShowcase(page), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

export const sectionId = (section: ShowcaseSection) => `showcase-${section.title.toLowerCase()}`;

function StoryCard({ section, story }: { section: ShowcaseSection; story: ShowcaseStory }) {
  const { Story } = story;
  const label = `${section.title}: ${story.name}`;
  const rendered = <Story {...(story.opensOnMount ? { defaultOpen: false } : {})} />;
  return (
    <div className={story.framed ? styles.wide : undefined}>
      {/* The component's name, read but not shown, keeps the many "Default" cards apart for assistive tech. */}
      <Card
        title={
          <>
            {story.name}
            <VisuallyHidden> ({section.title})</VisuallyHidden>
          </>
        }
        headingLevel={3}
      >
        <StoryErrorBoundary name={label}>
          {story.framed ? (
            <FramedStory title={`${label} (example)`}>{rendered}</FramedStory>
          ) : (
            <div className={styles.stage}>{rendered}</div>
          )}
        </StoryErrorBoundary>
      </Card>
    </div>
  );
}

/**
 * A showcase page (issue 22): every design-system component of its kind, generated from the components'
 * stories (see `catalogue.ts`). Each component is a section, each of its stories a card, in the current skin.
 */
export function ShowcasePage({
  page,
  only,
  children,
}: {
  page: ShowcasePageId;
  /** Show only these components (by name); all of the page's by default. */
  only?: readonly string[];
  children?: ReactNode;
}) {
  const info = showcasePages[page];
  const { data: loaded, error, isLoading, mutate } = useShowcase(page);
  const sections = only ? loaded?.filter((section) => only.includes(section.title)) : loaded;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{info.title}</h1>
      <p className={styles.lead}>{info.lead}</p>
      {children}
      {isLoading ? <LoadingLines label={`Loading the ${info.title.toLowerCase()}`} /> : null}
      {error ? (
        <LoadFailed
          title={`The ${info.title.toLowerCase()} could not be loaded`}
          error={error}
          onRetry={() => void mutate()}
        />
      ) : null}
      {sections && sections.length === 0 ? (
        <EmptyState
          title="Nothing to show yet"
          description="No design-system component belongs on this page."
        />
      ) : null}
      {sections && sections.length > 0 ? (
        <>
          <nav aria-label={`${info.title} on this page`}>
            <ul className={styles.toc}>
              {sections.map((section) => (
                <li key={section.file}>
                  <a className={styles.tocLink} href={`#${sectionId(section)}`}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section
              key={section.file}
              id={sectionId(section)}
              className={styles.section}
              aria-labelledby={`${sectionId(section)}-title`}
            >
              <h2 id={`${sectionId(section)}-title`} className={styles.sectionTitle}>
                {section.title}
              </h2>
              <div className={styles.storyGrid}>
                {section.stories.map((story) => (
                  <StoryCard key={story.exportName} section={section} story={story} />
                ))}
              </div>
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}

/** The generated pages, one default export per route (each route lazy-loads its own module). */
export default ShowcasePage;
