import { ExclusionListPage } from './ExclusionListPage';

export default function DomainManagementPage() {
  return <ExclusionListPage kind="domain" />;
}
