import type { MenuItem } from '@talent/ui';
import { groupedGallery } from '../gallery';

/** The side menu: the gallery index, then one section per gallery group (spec 001 section 2). */
export function demoMenu(): MenuItem[] {
  return [
    { id: 'gallery', title: 'Gallery', navLink: '/' },
    ...[...groupedGallery()].map(([group, entries]) => ({
      id: `group-${group}`,
      title: group,
      children: entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        navLink: entry.path,
        ...(entry.built ? {} : { badge: 'soon', badgeTone: 'neutral' as const }),
      })),
    })),
  ];
}
