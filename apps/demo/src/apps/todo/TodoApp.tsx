import { useDeferredValue, useState } from 'react';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useParams } from 'react-router-dom';
import { showToast } from '@talent/ui';
import { AppFrame, useRunWithToast, useSidebarSheet } from '../../lib/AppFrame';
import { NotFound } from '../../pages/ComingSoon';
import type { Task, TaskSort } from '../../mocks/data/types';
import { TaskList } from './TaskList';
import { TaskSheet } from './TaskSheet';
import { TodoSidebar } from './TodoSidebar';
import { useTaskActions, useTasks, viewFromParams, viewTitle } from './model';

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
  const sheet = useSidebarSheet();
  const actions = useTaskActions();
  const list = useTasks(view ?? { kind: 'all' }, deferredQ, sortBy);

  const run = useRunWithToast();

  if (!view) return <NotFound />;

  const add = () => {
    sheet.setOpen(false);
    setEditing('new');
  };
  const remove = (task: Task) => {
    setEditing(null);
    void run(actions.remove(task.id), 'Task deleted');
  };
  const sidebar = <TodoSidebar onAdd={add} />;

  return (
    <AppFrame
      title={`To-do: ${viewTitle(view)}`}
      sidebarTitle="Filters and tags"
      sheet={sheet}
      sidebar={sidebar}
    >
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
    </AppFrame>
  );
}
