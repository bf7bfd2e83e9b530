import * as css from './kit.css';

/** Question and answer pairs as disclosures (native details: Enter or Space opens one). */
export function QandA({
  label,
  entries,
}: {
  label: string;
  entries: readonly { question: string; ans: string }[];
}) {
  return (
    <ul className={css.plainList} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.question}>
          <details className={css.qa}>
            <summary className={css.qaSummary}>{entry.question}</summary>
            <p className={css.muted}>{entry.ans}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
