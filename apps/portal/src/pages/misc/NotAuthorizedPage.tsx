import { MiscPage } from './MiscPage';

export default function NotAuthorizedPage() {
  return (
    <>
      <MiscPage
        title="You are not authorized!"
        description="You don't have permission to access this page. Go Home!"
      />
    </>
  );
}
