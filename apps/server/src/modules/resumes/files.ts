/** Where a profile's files live in the file store: `profiles/<id>/original.<ext>` and, per page,
 * `page_<n>_full.jpg` (the page) and `page_<n>_half.jpg` (the locked preview). */
import type { FileStore } from '../../storage/index';
import type { ProfileRow } from '../../db/schema';

export const originalKey = (profileId: number, ext: string) => `profiles/${profileId}/original.${ext}`;
const pageKey = (profileId: number, page: number, kind: 'full' | 'half') =>
  `profiles/${profileId}/page_${page}_${kind}.jpg`;

export function profileFiles(store: FileStore) {
  return {
    async putPages(profileId: number, pages: Buffer[], halves: Buffer[]): Promise<void> {
      for (const [i, img] of pages.entries()) {
        await store.put(pageKey(profileId, i + 1, 'full'), img);
        await store.put(pageKey(profileId, i + 1, 'half'), halves[i]!);
      }
    },

    put: (key: string, data: Buffer) => store.put(key, data),

    removeAll: (profileId: number) => store.deletePrefix(`profiles/${profileId}`),

    /** The page images of one kind, by page key (page_1, ...), base64. */
    async document(row: ProfileRow, kind: 'half' | 'full') {
      const images: Record<string, string> = {};
      for (let page = 1; page <= Number(row.pages); page++) {
        const data = await store.get(pageKey(row.id, page, kind));
        if (data) images[`page_${page}`] = data.toString('base64');
      }
      return { profileId: row.id, kind, pages: Object.keys(images).length, images };
    },

    /** Copies the original and the page images of `source` to the profile `copyId`. */
    async copyAll(source: ProfileRow, copyId: number): Promise<void> {
      if (source.file_key)
        await store.copy(
          source.file_key,
          source.file_key.replace(`profiles/${source.id}/`, `profiles/${copyId}/`),
        );
      for (let p = 1; p <= Number(source.pages); p++) {
        for (const k of ['full', 'half'] as const)
          await store.copy(pageKey(source.id, p, k), pageKey(copyId, p, k));
      }
    },
  };
}
export type ProfileFiles = ReturnType<typeof profileFiles>;
