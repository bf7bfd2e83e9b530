import { Dashboard } from './Dashboard';
import { analyticsDashboardCards } from './cards';

/** The analytics dashboard (spec 001: `/dashboard/analytics`), from the card endpoints. */
export default function AnalyticsDashboard() {
  return (
    <Dashboard
      title="Analytics dashboard"
      lead="Sessions, traffic, subscribers and support of the sample site."
      cards={analyticsDashboardCards}
    />
  );
}
