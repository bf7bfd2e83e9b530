/** How long a page's entrance animation (the layout's `routerTransition` setting) runs, in milliseconds. */
export const PAGE_TRANSITION_MS = 280;
