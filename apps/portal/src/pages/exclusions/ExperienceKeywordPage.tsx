import { ExclusionListPage } from './ExclusionListPage';

export default function ExperienceKeywordPage() {
  return <ExclusionListPage kind="experience" />;
}
