export { TopBar, type TopBarProps, type TopBarUser } from './TopBar';
export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { BookmarkSearch, type BookmarkSearchProps } from './BookmarkSearch';
export { BOOKMARK_SUGGESTIONS, searchBookmarks, type Bookmark } from './bookmarks';
export { mergeNotification, removeNotification, type JobNotification } from './notifications';
export { GroupedSearch, type GroupedSearchProps } from './GroupedSearch';
export { SEARCH_GROUP_LIMIT, searchGroups, type SearchGroup, type SearchResult } from './groupedSearch';
