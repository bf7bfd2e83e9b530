import { NavLink } from 'react-router-dom';
import { Button } from '@talent/ui';
import { DemoIcon } from '../../lib/icons';
import { taskFilters, taskTags } from '../../mocks/data/types';
import { filterTitles, tagTitles } from './model';
import * as styles from './todo.css';

const filterIcons = { important: 'star', completed: 'check', deleted: 'trash' } as const;

/** Filters and tags, as the e-mail app's folders and labels. */
export function TodoSidebar({ onAdd }: { onAdd: () => void }) {
  return (
    <div className={styles.sidebar}>
      <Button onPress={onAdd}>
        <DemoIcon name="plus" /> Add task
      </Button>
      <nav aria-label="Task filters">
        <ul className={styles.navList}>
          <li>
            <NavLink to="/apps/todo" end className={styles.navLink}>
              <DemoIcon name="list" />
              <span className={styles.navText}>My tasks</span>
            </NavLink>
          </li>
          {taskFilters.map((filter) => (
            <li key={filter}>
              <NavLink to={`/apps/todo/${filter}`} end className={styles.navLink}>
                <DemoIcon name={filterIcons[filter]} />
                <span className={styles.navText}>{filterTitles[filter]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="todo-tags-heading">
        <h2 id="todo-tags-heading" className={styles.navHeading}>
          Tags
        </h2>
        <ul className={styles.navList}>
          {taskTags.map((tag) => (
            <li key={tag}>
              <NavLink to={`/apps/todo/tag/${tag}`} className={styles.navLink}>
                <span className={styles.tagDot[tag]} aria-hidden="true" />
                <span className={styles.navText}>{tagTitles[tag]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
