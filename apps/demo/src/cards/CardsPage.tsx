import { DashCard } from './DashCard';
import { analyticsCards, statisticsCards } from './model';
import * as pages from '../pages/pages.css';
import * as css from './cards.css';

/** The cards page (spec 001: `/cards`): all 17 cards with their data, analytics then statistics, each with its own range. */
export default function CardsPage() {
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>Cards</h1>
      <p className={pages.lead}>
        Every dashboard card of the template with its sample data. Each card has its own range.
      </p>
      <section className={css.section} aria-labelledby="cards-analytics">
        <h2 id="cards-analytics" className={css.sectionTitle}>
          Analytics cards
        </h2>
        <ul className={css.grid}>
          {analyticsCards.map((name) => (
            <li key={name}>
              <DashCard card={{ group: 'analytics', name }} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
      <section className={css.section} aria-labelledby="cards-statistics">
        <h2 id="cards-statistics" className={css.sectionTitle}>
          Statistics cards
        </h2>
        <ul className={css.grid}>
          {statisticsCards.map((name) => (
            <li key={name}>
              <DashCard card={{ group: 'statistics', name }} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
