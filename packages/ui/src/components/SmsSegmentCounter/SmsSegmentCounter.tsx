import { toneClass } from '../../styles/tone.css';
import { cx } from '../../styles/cx';
import * as styles from './SmsSegmentCounter.css';

export const smsEncodings = ['GSM-7', 'UCS-2'] as const;
export type SmsEncodingName = (typeof smsEncodings)[number];

export interface SmsSegmentCounterLabels {
  characters: string;
  segments: string;
  encoding: string;
  left: string;
  /** Before the characters that forced UCS-2. */
  forcedBy: string;
  /** Shown when the text is longer than `maxSegments`. */
  tooLong: (max: number) => string;
}

const englishLabels: SmsSegmentCounterLabels = {
  characters: 'Characters',
  segments: 'Segments',
  encoding: 'Encoding',
  left: 'Left in this segment',
  forcedBy: 'UCS-2 because of',
  tooLong: (max) => `Longer than ${max} segments: each segment is billed as one message.`,
};

export interface SmsSegmentCounterProps {
  /** The counts come from the caller (the shared SMS rules); this component only shows them. */
  encoding: SmsEncodingName;
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units one segment holds at this length (160/153 or 70/67). */
  perSegment: number;
  /** Units left before another segment starts. */
  remaining: number;
  /** The characters that forced UCS-2 (shown only for UCS-2). */
  ucs2Characters?: readonly string[];
  /** More segments than this turns the counter to a caution. */
  maxSegments?: number;
  /** Names the counter for assistive technology, e.g. "Message length". */
  label?: string;
  labels?: Partial<SmsSegmentCounterLabels>;
  id?: string;
  className?: string;
}

/** Characters, segments and encoding of an SMS as the user types, with the characters that forced UCS-2. */
export function SmsSegmentCounter({
  encoding,
  units,
  segments,
  perSegment,
  remaining,
  ucs2Characters = [],
  maxSegments,
  label = 'Message length',
  labels: given,
  id,
  className,
}: SmsSegmentCounterProps) {
  const labels = { ...englishLabels, ...given };
  const tooLong = maxSegments !== undefined && segments > maxSegments;
  const tone = tooLong ? 'critical' : encoding === 'UCS-2' ? 'caution' : 'accent';
  const used = perSegment - remaining;
  const fill = perSegment > 0 ? Math.min(100, Math.max(0, (used / perSegment) * 100)) : 0;
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      className={cx(styles.root, toneClass[tone], className)}
      data-encoding={encoding}
      data-too-long={tooLong || undefined}
    >
      <dl className={styles.figures} aria-live="polite" aria-atomic="true">
        <div className={styles.figure}>
          <dt className={styles.term}>{labels.characters}</dt>
          <dd className={styles.value} data-testid="sms-units">
            {units}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{labels.segments}</dt>
          <dd className={styles.value} data-testid="sms-segments">
            {segments}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{labels.encoding}</dt>
          <dd className={styles.value}>{encoding}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{labels.left}</dt>
          <dd className={styles.value}>{remaining}</dd>
        </div>
      </dl>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ inlineSize: `${fill}%` }} />
      </div>
      {encoding === 'UCS-2' && ucs2Characters.length > 0 ? (
        <p className={styles.note}>
          {labels.forcedBy}:{' '}
          <span className={styles.chars}>
            {ucs2Characters.map((c) => (
              <kbd key={c} className={styles.char}>
                {c}
              </kbd>
            ))}
          </span>
        </p>
      ) : null}
      {tooLong ? <p className={styles.note}>{labels.tooLong(maxSegments)}</p> : null}
    </div>
  );
}
