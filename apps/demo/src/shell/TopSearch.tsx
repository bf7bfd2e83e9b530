import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { GroupedSearch, type SearchGroup, type SearchResult } from '@talent/ui';
import { checkOf } from '../auth/abilities';
import { gallery } from '../gallery';
import { swrFetcher } from '../lib/api';
import type { SearchGroup as MockSearchGroup } from '../mocks/data/search';
import { externalHref } from './menu';

interface Result extends SearchResult {
  link?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The mock's `searchArr` as the top bar's groups: pages link somewhere, files and contacts are samples. */
export function toSearchGroups(
  searchArr: readonly MockSearchGroup[],
  canRead: (link: string) => boolean,
): SearchGroup<Result>[] {
  return searchArr.map((group) => ({
    id: group.groupTitle.toLowerCase(),
    title: group.groupTitle,
    limit: group.searchLimit,
    items: group.data
      .map((row): Result => {
        const id = String(row.id);
        if (group.groupTitle === 'Pages') return { id, title: text(row.title), link: text(row.link) };
        if (group.groupTitle === 'Files') {
          return { id, title: text(row.title), description: `${text(row.by)}, ${text(row.size)}` };
        }
        return { id, title: text(row.title), description: text(row.email) };
      })
      .filter((row) => !row.link || canRead(row.link)),
  }));
}

/**
 * The top bar's search over `/api/main-search/data` (spec 001 section 2): Pages, Files and Contacts, at
 * most 4 each; a page the demo user may not read is not offered. Files and contacts are samples with no
 * page of their own: choosing one closes the search.
 */
export function TopSearch({ can }: { can: (action: string, subject: string) => boolean }) {
  const navigate = useNavigate();
  const { data } = useSWR<{ searchArr: MockSearchGroup[] }>(['/api/main-search/data'], swrFetcher);
  const groups = useMemo(
    () =>
      toSearchGroups(data?.searchArr ?? [], (link) => {
        const entry = gallery.find((e) => e.path === link);
        if (!entry) return true;
        const { action, subject } = checkOf(entry);
        return can(action, subject);
      }),
    [data, can],
  );
  return (
    <GroupedSearch
      groups={groups}
      label="Search pages, files and contacts"
      onSelect={(item) => {
        if (!item.link) return;
        const entry = gallery.find((e) => e.path === item.link);
        if (entry?.external) window.open(externalHref(entry), '_blank', 'noopener');
        else void navigate(item.link);
      }}
    />
  );
}
