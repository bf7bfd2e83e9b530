import { Dashboard } from './Dashboard';
import { ecommerceCards } from './cards';

/** The e-commerce dashboard (spec 001: `/`, and `/dashboard/ecommerce`), from the card endpoints. */
export default function EcommerceDashboard() {
  return (
    <Dashboard
      title="E-commerce dashboard"
      lead="Orders, profit, revenue and customers of the sample shop."
      cards={ecommerceCards}
    />
  );
}
