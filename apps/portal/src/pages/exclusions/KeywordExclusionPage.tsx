import { ExclusionListPage } from './ExclusionListPage';

export default function KeywordExclusionPage() {
  return <ExclusionListPage kind="exclusion" />;
}
