import { MiscPage } from './MiscPage';

export default function ErrorPage() {
  return (
    <MiscPage
      icon="search"
      title="Page Not Found"
      description="Oops! The requested URL was not found on this server."
    />
  );
}
