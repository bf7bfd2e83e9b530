import { useCallback, useDeferredValue, useState } from 'react';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useLocation, useParams } from 'react-router-dom';
import { Button, Dialog, showToast, useMediaQuery } from '@talent/ui';
import { NotFound } from '../../pages/ComingSoon';
import type { Task, TaskSort } from '../../mocks/data/types';
import { TaskList } from './TaskList';
import { TaskSheet } from './TaskSheet';
import { TodoSidebar } from './TodoSidebar';
import { useTaskActions, useTasks, viewFromParams, viewTitle } from './model';
import * as pages from '../../pages/pages.css';
import * as styles from './todo.css';

/**
 * The to-do app (spec 001, /apps/todo with its filter and tag variants): search, the five sorts, add,
 * edit in a side sheet, complete, star (important), soft delete and restore from the deleted filter.
 */
export default function TodoApp() {
  const view = viewFromParams(useParams());
  const [q, setQ] = useState('');
  const deferredQ = useDeferredValue(q);
  const [sortBy, setSortBy] = useState<TaskSort>('latest');
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const location = useLocation();
  // The filters sheet (phones) remembers the path it was opened on: choosing a filter closes it.
  const [sheetPath, setSheetPath] = useState<string | null>(null);
  const filtersOpen = sheetPath === location.pathname;
  const setFiltersOpen = (isOpen: boolean) => setSheetPath(isOpen ? location.pathname : null);
  const isNarrow = useMediaQuery('(max-width: 900px)');
  const actions = useTaskActions();
  const list = useTasks(view ?? { kind: 'all' }, deferredQ, sortBy);

  const run = useCallback(
    (work: Promise<unknown>, done?: string) =>
      work
        .then(() => {
          if (done) showToast({ title: done });
        })
        .catch((e: unknown) =>
          showToast({
            title: 'That did not work',
            description: e instanceof Error ? e.message : 'Something went wrong',
            tone: 'critical',
          }),
        ),
    [],
  );

  if (!view) return <NotFound />;

  const add = () => {
    setFiltersOpen(false);
    setEditing('new');
  };
  const remove = (task: Task) => {
    setEditing(null);
    void run(actions.remove(task.id), 'Task deleted');
  };
  const sidebar = <TodoSidebar onAdd={add} />;

  return (
    <div className={pages.page}>
      <div className={styles.pageHead}>
        <h1 className={pages.title}>To-do: {viewTitle(view)}</h1>
        {isNarrow ? (
          <Button variant="outline" tone="neutral" onPress={() => setFiltersOpen(true)}>
            Filters and tags
          </Button>
        ) : null}
      </div>
      <div className={styles.app}>
        {isNarrow ? (
          <Dialog
            isOpen={filtersOpen}
            onOpenChange={setFiltersOpen}
            title="Filters and tags"
            placement="sheet"
          >
            {sidebar}
          </Dialog>
        ) : (
          sidebar
        )}
        <div className={styles.main}>
          <TaskList
            view={view}
            tasks={list.data}
            error={list.error as Error | undefined}
            q={q}
            onSearch={setQ}
            sortBy={sortBy}
            onSort={setSortBy}
            onOpen={setEditing}
            onUpdate={(task, done) => void run(actions.update(task), done)}
            onDelete={remove}
            onRetry={() => void list.mutate()}
          />
        </div>
      </div>
      <TaskSheet
        task={editing}
        defaultDueDate={today(getLocalTimeZone()).toString()}
        onClose={() => setEditing(null)}
        onDelete={remove}
        onSave={async (draft, task) => {
          if (task) await actions.update({ ...task, ...draft });
          else await actions.add(draft);
          setEditing(null);
          showToast({ title: task ? 'Task saved' : 'Task added' });
        }}
      />
    </div>
  );
}
