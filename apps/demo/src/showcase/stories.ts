import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { componentName, isShowcased, storyFilesOf, type ShowcasePageId } from './catalogue';

/**
 * The design system's story files, one lazy chunk each: a showcase page loads only its own files. Each file
 * is composed with Storybook's `composeStories` (args, decorators and the meta's render applied, as in
 * Storybook) but without the project's preview: its decorator writes the skin and direction on <html> and its
 * loader starts msw's Storybook worker, both of which belong to Storybook, not to the gallery. Play functions
 * are tests and are never run here.
 */
const storyModules = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/ui/src/components/**/*.stories.tsx',
);

const prefix = '../../../../packages/ui/src/components/';

export interface ShowcaseStory {
  /** The export's name, e.g. `WithTitleAndAction`. */
  exportName: string;
  /** The story's display name, e.g. "With Title And Action". */
  name: string;
  /** The story rendered with its args; `defaultOpen` props are given so an overlay can be shown closed. */
  Story: ComponentType<Record<string, unknown>>;
  /** The story opens an overlay on its own (args.defaultOpen): the showcase shows it closed. */
  opensOnMount: boolean;
  /** A whole-page story (Storybook layout `fullscreen`, e.g. the app shell): shown in a frame of its own. */
  framed: boolean;
}

export interface ShowcaseSection {
  /** The story file, relative to `packages/ui/src/components/`. */
  file: string;
  /** The component's name (the last part of the story title). */
  title: string;
  /** The story title, e.g. `Patterns/Upload/DropZone`. */
  storyTitle: string;
  stories: ShowcaseStory[];
}

/** All story files the glob found, relative to `packages/ui/src/components/`. */
export const storyFiles: readonly string[] = Object.keys(storyModules).map((key) => key.slice(prefix.length));

interface ComposedLike {
  storyName?: string;
  args?: Record<string, unknown>;
  parameters?: { layout?: string };
}

/** Storybook's display name of an export: `WithTitleAndAction` -> "With Title And Action". */
export function storyDisplayName(exportName: string): string {
  return exportName
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase());
}

/**
 * A module's exports come in alphabetical order (Storybook keeps the file's order through a build plugin
 * the gallery does not have): `Default` goes first, the rest stay alphabetical.
 */
const defaultFirst = ([a]: [string, unknown], [b]: [string, unknown]) =>
  Number(b === 'Default') - Number(a === 'Default') || a.localeCompare(b);

export function sectionOf(file: string, module: Record<string, unknown>): ShowcaseSection {
  const meta = (module.default ?? {}) as { title?: string };
  const storyTitle = meta.title ?? file;
  const composed = composeStories(module as Parameters<typeof composeStories>[0]) as Record<
    string,
    ComponentType<Record<string, unknown>> & ComposedLike
  >;
  const stories = Object.entries(composed)
    .filter(([exportName]) => isShowcased(exportName))
    .sort(defaultFirst)
    .map(([exportName, Story]) => ({
      exportName,
      name: storyDisplayName(Story.storyName ?? exportName),
      Story,
      opensOnMount: Story.args?.defaultOpen === true,
      framed: Story.parameters?.layout === 'fullscreen',
    }));
  return { file, title: componentName(storyTitle), storyTitle, stories };
}

const loaded = new Map<ShowcasePageId, Promise<ShowcaseSection[]>>();

/** The sections of one showcase page, in the catalogue's order (cached: a page's files load once). */
export function loadShowcase(page: ShowcasePageId): Promise<ShowcaseSection[]> {
  let sections = loaded.get(page);
  if (!sections) {
    sections = Promise.all(
      storyFilesOf(page).map(async (file) => {
        const load = storyModules[prefix + file];
        if (!load) throw new Error(`The story file ${file} is not in packages/ui.`);
        return sectionOf(file, await load());
      }),
    );
    sections.catch(() => loaded.delete(page));
    loaded.set(page, sections);
  }
  return sections;
}
