import { ExclusionListPage } from './ExclusionListPage';

export default function KeywordManagementPage() {
  return <ExclusionListPage kind="keyword" />;
}
