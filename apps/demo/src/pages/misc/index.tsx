import { useLocation } from 'react-router-dom';
import { ComingSoonMisc, ErrorMisc, MaintenanceMisc, NotAuthorizedMisc } from './MiscPages';

/** The misc page of the address (one lazy chunk for the four). */
export default function Misc() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/coming-soon')) return <ComingSoonMisc />;
  if (pathname.endsWith('/not-authorized')) return <NotAuthorizedMisc />;
  if (pathname.endsWith('/maintenance')) return <MaintenanceMisc />;
  return <ErrorMisc />;
}
