/** Per-user exclusion lists: each value once per list (compared without case), each user sees only
 * their own entries. */
import type { PageQuery } from '@talent/api';
import { conflict, notFound } from '../../lib/errors';
import type { ExclusionRepo, ListKind, ListRow } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

/** What a list holds, as its API field and its messages name it. */
export type ListField = 'keyword' | 'domain';

export function exclusionService(repo: ExclusionRepo, clock: Clock) {
  const duplicate = (field: ListField) =>
    conflict(`This ${field} is already in the list.`, { [field]: [`This ${field} is already in the list.`] });

  return {
    list(userId: number, kind: ListKind, page: PageQuery) {
      return repo.page(userId, kind, page);
    },

    async add(userId: number, kind: ListKind, field: ListField, value: string): Promise<ListRow> {
      const key = value.toLowerCase();
      if (await repo.has(userId, kind, key)) throw duplicate(field);
      try {
        return await repo.insert({ user_id: userId, kind, value, value_key: key, created_at: isoNow(clock) });
      } catch (e) {
        // A concurrent add of the same value loses on the unique index: the same 409 as above.
        if (await repo.has(userId, kind, key)) throw duplicate(field);
        throw e;
      }
    },

    async change(
      userId: number,
      kind: ListKind,
      field: ListField,
      id: number,
      value: string,
    ): Promise<ListRow> {
      const row = await repo.find(userId, kind, id);
      if (!row) throw notFound();
      const key = value.toLowerCase();
      if (await repo.has(userId, kind, key, id)) throw duplicate(field);
      await repo.setValue(id, value, key);
      return { id, value, created_at: row.created_at };
    },

    async remove(userId: number, kind: ListKind, id: number) {
      if (!(await repo.remove(userId, kind, id))) throw notFound();
      return { message: 'Deleted successfully.' };
    },
  };
}
export type ExclusionService = ReturnType<typeof exclusionService>;
