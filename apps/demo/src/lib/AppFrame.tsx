import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Dialog, showToast, useMediaQuery } from '@talent/ui';
import * as pages from '../pages/pages.css';
import * as frame from './frame.css';

/** Below this width a demo app's sidebar moves into a sheet behind a button. */
export const NARROW_QUERY = '(max-width: 900px)';

/**
 * The sidebar sheet of a demo app on phones. It remembers the path it was opened on, so choosing a folder,
 * filter or tag (a navigation) closes it.
 */
export function useSidebarSheet() {
  const location = useLocation();
  const [sheetPath, setSheetPath] = useState<string | null>(null);
  return {
    isNarrow: useMediaQuery(NARROW_QUERY),
    isOpen: sheetPath === location.pathname,
    setOpen: (isOpen: boolean) => setSheetPath(isOpen ? location.pathname : null),
  };
}

/** Runs a handler call: a toast says `done` when it worked, and the handler's message when it did not. */
export function useRunWithToast() {
  return useCallback(
    (work: Promise<unknown>, done?: string) =>
      work
        .then(() => {
          if (done) showToast({ title: done });
        })
        .catch((e: unknown) =>
          showToast({
            title: 'That did not work',
            description: e instanceof Error ? e.message : 'Something went wrong',
            tone: 'critical',
          }),
        ),
    [],
  );
}

/**
 * The page of a demo app with a sidebar (e-mail, to-do, ...): its heading, the two-column card, and on phones
 * the sidebar in a sheet that `sidebarTitle`'s button opens.
 */
export function AppFrame({
  title,
  sidebarTitle,
  sheet,
  sidebar,
  children,
}: {
  title: string;
  sidebarTitle: string;
  sheet: ReturnType<typeof useSidebarSheet>;
  sidebar: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={pages.page}>
      <div className={frame.pageHead}>
        <h1 className={pages.title}>{title}</h1>
        {sheet.isNarrow ? (
          <Button variant="outline" tone="neutral" onPress={() => sheet.setOpen(true)}>
            {sidebarTitle}
          </Button>
        ) : null}
      </div>
      <div className={frame.app}>
        {sheet.isNarrow ? (
          <Dialog isOpen={sheet.isOpen} onOpenChange={sheet.setOpen} title={sidebarTitle} placement="sheet">
            {sidebar}
          </Dialog>
        ) : (
          sidebar
        )}
        <div className={frame.main}>{children}</div>
      </div>
    </div>
  );
}
