import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';

/** Lets react-aria links in @talent/ui (brand link, menus, link buttons) navigate through react-router. */
export function AriaRouter() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </RouterProvider>
  );
}
