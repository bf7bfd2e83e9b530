import { useState } from 'react';
import { Select } from '@talent/ui';
import { DashCard } from '../cards/DashCard';
import { rangeOptions, type CardRange, type CardRef } from '../cards/model';
import * as pages from '../pages/pages.css';
import * as css from '../cards/cards.css';

/**
 * A dashboard: its heading, one range picker for every card (changing it refetches each card with
 * `?range=`), and the cards in a grid that is one column on a phone.
 */
export function Dashboard({
  title,
  lead,
  cards,
}: {
  title: string;
  lead: string;
  cards: readonly CardRef[];
}) {
  const [range, setRange] = useState<CardRange>('last-28-days');
  return (
    <div className={pages.page}>
      <div className={css.pageHead}>
        <div>
          <h1 className={pages.title}>{title}</h1>
          <p className={pages.lead}>{lead}</p>
        </div>
        <Select
          label="Range"
          className={css.rangePicker}
          options={rangeOptions}
          selectedKey={range}
          onSelectionChange={(key) => setRange(key as CardRange)}
        />
      </div>
      <ul className={css.grid} aria-label={`${title} cards`}>
        {cards.map((card) => (
          <li key={`${card.group}/${card.name}`}>
            <DashCard card={card} range={range} />
          </li>
        ))}
      </ul>
    </div>
  );
}
