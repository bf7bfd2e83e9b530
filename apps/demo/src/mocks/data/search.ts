/**
 * The search and bookmark samples (spec 001 sections 2 and 3): bookmark items over the gallery's screens, the
 * top bar search's groups (Pages, Files, Contacts, at most 4 results each) and the autocomplete items.
 */
import { gallery } from '../../gallery';

export interface BookmarkItem {
  id: number;
  target: string;
  title: string;
  icon: string;
  link: string;
  isBookmarked: boolean;
}

/** Spec 001 sections 2 and 9: at most 4 results per search group, 6 bookmark suggestions while typing. */
export const SEARCH_GROUP_LIMIT = 4;
export const BOOKMARK_SUGGESTIONS = 6;

const groupIcons: Record<string, string> = {
  Apps: 'grid',
  Pages: 'file',
  Dashboards: 'chart',
  'Auth variants': 'lock',
  Misc: 'info',
};

/** One bookmark item per gallery screen; e-mail, chat and calendar start bookmarked, as in the template. */
export function bookmarkFixtures(): BookmarkItem[] {
  const starred = new Set(['email', 'chat', 'calendar']);
  return gallery.map((entry, i) => ({
    id: i + 1,
    target: entry.id,
    title: entry.title,
    icon: groupIcons[entry.group] ?? 'file',
    link: entry.path,
    isBookmarked: starred.has(entry.id),
  }));
}

export interface SearchGroup {
  groupTitle: 'Pages' | 'Files' | 'Contacts';
  searchLimit: number;
  data: Array<Record<string, string | number>>;
}

export function mainSearchFixture(): SearchGroup[] {
  return [
    {
      groupTitle: 'Pages',
      searchLimit: SEARCH_GROUP_LIMIT,
      data: bookmarkFixtures().map(({ id, title, icon, link }) => ({ id, title, icon, link })),
    },
    {
      groupTitle: 'Files',
      searchLimit: SEARCH_GROUP_LIMIT,
      data: [
        { id: 1, title: 'Joe Smith resume.pdf', by: 'Joe Smith', size: '1.5 mb', file: 'pdf' },
        { id: 2, title: 'Anna Strong cover letter.docx', by: 'Anna Strong', size: '256 kb', file: 'doc' },
        { id: 3, title: 'Interview notes.txt', by: 'Tom Brown', size: '12 kb', file: 'txt' },
        { id: 4, title: 'Offer letter template.docx', by: 'Sara Lee', size: '98 kb', file: 'doc' },
        { id: 5, title: 'Team photo.jpg', by: 'Mia Wong', size: '2.1 mb', file: 'jpg' },
        { id: 6, title: 'Q1 hiring report.pdf', by: 'Ivan Petrov', size: '830 kb', file: 'pdf' },
      ],
    },
    {
      groupTitle: 'Contacts',
      searchLimit: SEARCH_GROUP_LIMIT,
      data: [
        { id: 1, title: 'Rena Brant', email: 'nephrod@preany.co.uk', date: '21/05/2019' },
        { id: 2, title: 'Mariano Packard', email: 'seek@sparaxis.org', date: '14/01/2018' },
        { id: 3, title: 'Risa Montufar', email: 'vagary@unblist.org', date: '10/08/2019' },
        { id: 4, title: 'Maragaret Cimo', email: 'designed@insanely.net', date: '01/12/2019' },
        { id: 5, title: 'Jona Prattis', email: 'unwieldable@unblist.org', date: '22/09/2019' },
        { id: 6, title: 'Edmond Chicon', email: 'museist@anaphyte.co.uk', date: '26/02/2019' },
      ],
    },
  ];
}

export interface AutocompleteItem {
  id: number;
  title: string;
  rank: number;
}

export function autocompleteFixture(): AutocompleteItem[] {
  return [
    'The Shawshank Redemption',
    'The Godfather',
    'The Dark Knight',
    '12 Angry Men',
    "Schindler's List",
    'Pulp Fiction',
    'The Lord of the Rings: The Return of the King',
    'The Good, the Bad and the Ugly',
    'Fight Club',
    'Forrest Gump',
    'Inception',
    'The Matrix',
  ].map((title, i) => ({ id: i + 1, title, rank: i + 1 }));
}
