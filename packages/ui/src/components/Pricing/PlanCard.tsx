import { useNumberFormatter } from 'react-aria';
import type { Tone } from '../../theme/tokens';
import { toneClass } from '../../styles/tone.css';
import { cx } from '../../styles/cx';
import { Icon } from '../../icons';
import { Button, LinkButton } from '../Button';
import { priceFormat } from './plans';
import * as styles from './Pricing.css';

export interface PlanCardData {
  id: string | number;
  name: string;
  /** Monthly price in dollars; 0 is the free plan. */
  price: number;
  tagline?: string;
  features: readonly string[];
  /** Label of the button when the plan can be chosen (default "Choose Plan"). */
  buttonLabel?: string;
}

export interface PlanCardProps {
  plan: PlanCardData;
  tone?: Tone;
  /** The user's plan: the button reads "Activated Plan" and is disabled. */
  isCurrent?: boolean;
  /** Checkout is starting for this plan: the button shows a spinner. */
  isPending?: boolean;
  /** Any checkout is starting: other buttons wait. */
  isBusy?: boolean;
  onSelect?: (plan: PlanCardData) => void;
  /**
   * Where choosing the plan leads, as a link instead of a button (every plan, the free one included): for
   * pages that work without scripts, such as the server-rendered landing page.
   */
  href?: string;
  /** Level of the plan name's heading: one below the page's (default 2, cards directly under the h1). */
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  activated: 'Activated Plan',
  choose: 'Choose Plan',
  free: 'Free Plan',
  perMonth: '/month',
};

/** One plan of the pricing page (spec 000 section 2.4): name, monthly price, tagline, features, button. */
export function PlanCard({
  plan,
  tone = 'accent',
  isCurrent,
  isPending,
  isBusy,
  onSelect,
  href,
  headingLevel = 2,
  labels: overrides,
}: PlanCardProps) {
  const Heading = `h${headingLevel}` as const;
  const labels = { ...defaultLabels, ...overrides };
  const price = useNumberFormatter(priceFormat(plan.price));
  const isFree = plan.price === 0;
  const label = isCurrent ? labels.activated : isFree ? labels.free : (plan.buttonLabel ?? labels.choose);
  const headingId = `plan-${plan.id}-name`;
  return (
    <section
      className={cx(styles.card, toneClass[tone], isCurrent && styles.current)}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className={styles.name}>
        {plan.name}
      </Heading>
      {plan.tagline ? <p className={styles.tagline}>{plan.tagline}</p> : null}
      <p className={styles.price}>
        <span className={styles.amount}>{price.format(plan.price)}</span>
        <span className={styles.period}>{labels.perMonth}</span>
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <span className={styles.check}>
              <Icon name="check" size={16} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {href ? (
        <LinkButton className={styles.action} tone={tone} variant={isFree ? 'soft' : 'solid'} href={href}>
          {plan.buttonLabel ?? label}
        </LinkButton>
      ) : (
        <Button
          className={styles.action}
          tone={tone}
          variant={isCurrent || isFree ? 'soft' : 'solid'}
          isDisabled={isCurrent || isFree || (isBusy && !isPending)}
          isPending={isPending}
          onPress={() => onSelect?.(plan)}
        >
          {label}
        </Button>
      )}
    </section>
  );
}
