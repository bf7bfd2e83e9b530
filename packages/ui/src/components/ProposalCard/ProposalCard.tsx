import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import type { Tone } from '../../theme/tokens';
import { cx } from '../../styles/cx';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import * as card from '../ProjectCard/ProjectCard.css';
import * as styles from './ProposalCard.css';

const defaultLabels = {
  /** The amounts come formatted in the app's locale. */
  hourlyRate: (rate: string) => `${rate} TAT/hour`,
  bid: (amount: string) => `Bid: ${amount} TAT`,
  days: (days: number) => (days === 1 ? 'Delivers in 1 day' : `Delivers in ${days} days`),
  more: 'More',
  less: 'Less',
};
export type ProposalCardLabels = typeof defaultLabels;

export interface ProposalCardProps {
  freelancerName: string;
  avatarSrc?: string | null;
  /** The freelancer's profile headline. */
  headline?: string;
  /** The freelancer's hourly rate in TAT; none when the profile has none. */
  hourlyRate?: number | null;
  /** The bid in TAT (a whole number). */
  bid: number;
  daysToDeliver: number;
  coverLetter: string;
  /** The proposal's state, as the portal words it, and its tone. */
  stateLabel: string;
  stateTone?: Tone;
  /** The poster's buttons (award, accept, request changes), or the freelancer's (withdraw). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ProposalCardLabels>;
  className?: string;
}

/**
 * One proposal on a project: who sent it, their rate, the bid and delivery time, the cover letter (clamped
 * to a few lines with a More button when it is longer), its state and the actions the caller allows.
 */
export function ProposalCard({
  freelancerName,
  avatarSrc,
  headline,
  hourlyRate,
  bid,
  daysToDeliver,
  coverLetter,
  stateLabel,
  stateTone = 'neutral',
  actions,
  headingLevel = 3,
  labels: overrides,
  className,
}: ProposalCardProps) {
  const labels = { ...defaultLabels, ...overrides };
  const number = useNumberFormatter({ maximumFractionDigits: 0 });
  const Heading = `h${headingLevel}` as const;
  const letterId = useId();
  const letterRef = useRef<HTMLParagraphElement>(null);
  // The letter that is expanded: a new letter (another proposal in the same card) starts clamped.
  const [expandedLetter, setExpandedLetter] = useState<string | null>(null);
  const isExpanded = expandedLetter === coverLetter;
  const [isClamped, setClamped] = useState(false);

  // Only a letter longer than the clamp gets the button: measure it while clamped, again when the card's
  // width changes (a phone turned sideways). While expanded the button stays.
  useLayoutEffect(() => {
    const letter = letterRef.current;
    if (!letter || isExpanded) return;
    const measure = () => setClamped(letter.scrollHeight > letter.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(letter);
    return () => observer.disconnect();
  }, [coverLetter, isExpanded]);

  return (
    <article className={cx(card.card, className)} aria-label={freelancerName}>
      <header className={card.header}>
        <div className={styles.person}>
          <Avatar name={freelancerName} src={avatarSrc} isDecorative />
          <div className={styles.personText}>
            <Heading className={styles.name}>{freelancerName}</Heading>
            {headline ? <p className={styles.headline}>{headline}</p> : null}
          </div>
        </div>
        <Badge tone={stateTone}>{stateLabel}</Badge>
      </header>
      <p className={card.meta}>
        <span className={styles.bid}>{labels.bid(number.format(bid))}</span>
        <span>{labels.days(daysToDeliver)}</span>
        {hourlyRate != null ? <span>{labels.hourlyRate(number.format(hourlyRate))}</span> : null}
      </p>
      <p ref={letterRef} id={letterId} className={cx(styles.letter, !isExpanded && styles.clamped)}>
        {coverLetter}
      </p>
      {isClamped ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.more}
          aria-expanded={isExpanded}
          aria-controls={letterId}
          onPress={() => setExpandedLetter(isExpanded ? null : coverLetter)}
        >
          {isExpanded ? labels.less : labels.more}
        </Button>
      ) : null}
      {actions ? <div className={card.actions}>{actions}</div> : null}
    </article>
  );
}
