import { describe, expect, it } from 'vitest';
import { gallery, groupedGallery } from '../src/gallery';

describe('template gallery registry', () => {
  it('lists each demo screen of spec 001 once, with a unique id and path', () => {
    expect(new Set(gallery.map((e) => e.id)).size).toBe(gallery.length);
    expect(new Set(gallery.map((e) => e.path)).size).toBe(gallery.length);
    for (const path of [
      '/apps/email',
      '/apps/chat',
      '/apps/todo',
      '/apps/calendar',
      '/apps/invoice/list',
      '/apps/ecommerce/shop',
    ]) {
      expect(gallery.some((e) => e.path === path)).toBe(true);
    }
  });

  it('groups entries without losing or reordering any', () => {
    const groups = groupedGallery();
    const flattened = [...groups.values()].flat();
    expect(flattened).toHaveLength(gallery.length);
    expect(groups.get('Apps')?.[0]?.id).toBe('email');
  });
});
