import { MiscPage } from './MiscPage';

export default function MaintenancePage() {
  return (
    <MiscPage
      icon="settings"
      title="Under Maintenance"
      description="Sorry for the inconvenience but we're performing some maintenance at the moment."
    />
  );
}
