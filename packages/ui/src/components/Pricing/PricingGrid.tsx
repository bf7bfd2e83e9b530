import { cx } from '../../styles/cx';
import { Skeleton } from '../Skeleton';
import { PlanCard, type PlanCardData, type PlanCardProps } from './PlanCard';
import { toneForTier } from './plans';
import * as styles from './Pricing.css';

export interface PricingGridProps {
  plans: readonly PlanCardData[];
  currentPlanId?: PlanCardData['id'] | null;
  /** The plan whose checkout is starting (spinner on its button, others wait). */
  pendingPlanId?: PlanCardData['id'] | null;
  isLoading?: boolean;
  onSelect?: (plan: PlanCardData) => void;
  /** Each plan's button as a link to this address (PlanCard `href`) instead of `onSelect`. */
  hrefFor?: (plan: PlanCardData) => string;
  headingLevel?: PlanCardProps['headingLevel'];
  labels?: PlanCardProps['labels'] & { loading?: string };
}

const SKELETON_CARDS = 4;

/** The four tiers side by side, coloured by order; four skeleton cards while loading. */
export function PricingGrid({
  plans,
  currentPlanId,
  pendingPlanId,
  isLoading,
  onSelect,
  hrefFor,
  headingLevel,
  labels,
}: PricingGridProps) {
  if (isLoading) {
    return (
      <div
        className={styles.grid}
        role="status"
        aria-busy="true"
        aria-label={labels?.loading ?? 'Loading plans'}
      >
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className={cx(styles.card)}>
            <Skeleton width="50%" height={22} />
            <Skeleton lines={2} />
            <Skeleton width="40%" height={34} />
            <Skeleton lines={4} />
            <Skeleton height={38} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      {plans.map((plan, index) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          tone={toneForTier(index)}
          isCurrent={currentPlanId != null && plan.id === currentPlanId}
          isPending={pendingPlanId != null && plan.id === pendingPlanId}
          isBusy={pendingPlanId != null}
          onSelect={onSelect}
          href={hrefFor?.(plan)}
          headingLevel={headingLevel}
          labels={labels}
        />
      ))}
    </div>
  );
}
