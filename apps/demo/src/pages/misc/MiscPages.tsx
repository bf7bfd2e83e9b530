import { MiscPage } from './MiscPage';

/** The portal's four misc pages, with their texts (apps/portal/src/pages/misc), in the blank layout. */
export function ComingSoonMisc() {
  return (
    <MiscPage
      icon="calendar"
      title="We are launching soon"
      description="We're creating something awesome. Please check back later."
    />
  );
}

export function NotAuthorizedMisc() {
  return (
    <MiscPage
      title="You are not authorized!"
      description="You don't have permission to access this page. Go back to the gallery."
    />
  );
}

export function MaintenanceMisc() {
  return (
    <MiscPage
      icon="settings"
      title="Under Maintenance"
      description="Sorry for the inconvenience but we're performing some maintenance at the moment."
    />
  );
}

export function ErrorMisc() {
  return (
    <MiscPage
      icon="search"
      title="Page Not Found"
      description="Oops! The requested URL was not found on this server."
    />
  );
}
