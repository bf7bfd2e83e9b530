import { useDateFormatter } from 'react-aria';
import { ToggleButton } from 'react-aria-components';
import { Avatar, Badge, Button, Checkbox, EmptyState, Select } from '@talent/ui';
import { LoadFailed, LoadingLines } from '../../lib/LoadStates';
import { SearchBox } from '../../lib/SearchBox';
import { DemoIcon } from '../../lib/icons';
import { taskSorts, type Task, type TaskSort } from '../../mocks/data/types';
import { emptyText, sortTitles, tagTitles, tagTones, type TodoView } from './model';
import * as styles from './todo.css';

export interface TaskListProps {
  view: TodoView;
  tasks: Task[] | undefined;
  error: Error | undefined;
  q: string;
  onSearch: (q: string) => void;
  sortBy: TaskSort;
  onSort: (sortBy: TaskSort) => void;
  onOpen: (task: Task) => void;
  onUpdate: (task: Task, done?: string) => void;
  onDelete: (task: Task) => void;
  onRetry: () => void;
}

export function TaskList({
  view,
  tasks,
  error,
  q,
  onSearch,
  sortBy,
  onSort,
  onOpen,
  onUpdate,
  onDelete,
  onRetry,
}: TaskListProps) {
  // Due dates are calendar dates: format them in UTC so no time zone moves them a day.
  const due = useDateFormatter({ month: 'short', day: 'numeric', timeZone: 'UTC' });
  const inBin = view.kind === 'filter' && view.filter === 'deleted';

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label="Search tasks" value={q} onChange={onSearch} className={styles.grow} />
        <Select
          label={<span className={styles.srOnly}>Sort by</span>}
          className={styles.sort}
          options={taskSorts.map((s) => ({ id: s, label: sortTitles[s] }))}
          selectedKey={sortBy}
          onSelectionChange={(key) => onSort((key ?? 'latest') as TaskSort)}
        />
      </div>

      {error ? (
        <LoadFailed title="The tasks could not be loaded" error={error} onRetry={onRetry} />
      ) : !tasks ? (
        <LoadingLines label="Loading tasks" />
      ) : tasks.length === 0 ? (
        <div className={styles.state}>
          <EmptyState
            kind={q ? 'search' : 'empty'}
            title="No tasks found"
            description={q ? `Nothing here matches "${q}".` : emptyText(view)}
          />
        </div>
      ) : (
        <ul className={styles.list} aria-label="Tasks">
          {tasks.map((task) => (
            <li key={task.id} className={styles.row} data-completed={task.isCompleted || undefined}>
              <Checkbox
                aria-label={`Complete "${task.title}"`}
                isSelected={task.isCompleted}
                isDisabled={task.isDeleted}
                onChange={(isCompleted) =>
                  onUpdate({ ...task, isCompleted }, isCompleted ? 'Task completed' : undefined)
                }
              />
              <ToggleButton
                aria-label={`Important "${task.title}"`}
                isSelected={task.isImportant}
                isDisabled={task.isDeleted}
                onChange={(isImportant) => onUpdate({ ...task, isImportant })}
                className={styles.starButton}
              >
                <DemoIcon name="star" filled={task.isImportant} />
              </ToggleButton>
              <button type="button" className={styles.rowOpen} onClick={() => onOpen(task)}>
                <span className={styles.title} dir="auto">
                  {task.title}
                  {task.isCompleted ? <span className={styles.srOnly}> (completed)</span> : null}
                </span>
                <span className={styles.rowMeta}>
                  {task.tags.map((tag) => (
                    <Badge key={tag} tone={tagTones[tag]}>
                      {tagTitles[tag]}
                    </Badge>
                  ))}
                  <time className={styles.due} dateTime={task.dueDate}>
                    {due.format(new Date(`${task.dueDate}T00:00:00Z`))}
                  </time>
                  {task.assignee ? (
                    <Avatar name={task.assignee.fullName} src={task.assignee.avatar || null} size="sm" />
                  ) : (
                    <span className={styles.unassigned}>Unassigned</span>
                  )}
                </span>
              </button>
              {inBin ? (
                <Button
                  variant="ghost"
                  tone="neutral"
                  aria-label={`Restore "${task.title}"`}
                  onPress={() => onUpdate({ ...task, isDeleted: false }, 'Task restored')}
                >
                  <DemoIcon name="restore" />
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  tone="critical"
                  aria-label={`Delete "${task.title}"`}
                  onPress={() => onDelete(task)}
                >
                  <DemoIcon name="trash" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
