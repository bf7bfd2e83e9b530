import type { MenuItem } from '@talent/ui';
import { checkOf } from '../auth/abilities';
import { groupedGallery, type GalleryEntry } from '../gallery';

/** Where an external entry (a mail template page) is served: under the gallery's base (/demo/). */
export function externalHref(
  entry: Pick<GalleryEntry, 'path'>,
  base: string = import.meta.env.BASE_URL,
): string {
  return `${base.replace(/\/$/, '')}${entry.path}`;
}

/**
 * The side menu: the gallery index, then one section per gallery group (spec 001 section 2). Each entry
 * carries the ability check of its group (auth/abilities.ts), so AppShell hides what the demo user may not
 * read; the mail templates are plain links to static pages, opened in a new tab.
 */
export function demoMenu(): MenuItem[] {
  return [
    { id: 'gallery', title: 'Gallery', navLink: '/gallery' },
    ...[...groupedGallery()].map(([group, entries]) => ({
      id: `group-${group}`,
      title: group,
      children: entries.map((entry): MenuItem => {
        const { action, subject } = checkOf(entry);
        return {
          id: entry.id,
          title: entry.title,
          action,
          resource: subject,
          ...(entry.external
            ? { navLink: externalHref(entry), externalLink: true, newTab: true }
            : { navLink: entry.path }),
          ...(entry.built ? {} : { badge: 'soon', badgeTone: 'neutral' as const }),
        };
      }),
    })),
  ];
}
