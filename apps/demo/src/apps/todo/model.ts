import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Tone } from '@talent/ui';
import { sendJson, swrFetcher } from '../../lib/api';
import {
  taskFilters,
  taskTags,
  type Task,
  type TaskFilter,
  type TaskSort,
  type TaskTag,
} from '../../mocks/data/types';

export type TodoView =
  { kind: 'all' } | { kind: 'filter'; filter: TaskFilter } | { kind: 'tag'; tag: TaskTag };

/** The list the route names: /apps/todo, /apps/todo/:filter, /apps/todo/tag/:tag (null: no such list). */
export function viewFromParams(params: { filter?: string; tag?: string }): TodoView | null {
  if (params.tag !== undefined)
    return (taskTags as readonly string[]).includes(params.tag)
      ? { kind: 'tag', tag: params.tag as TaskTag }
      : null;
  if (params.filter === undefined) return { kind: 'all' };
  return (taskFilters as readonly string[]).includes(params.filter)
    ? { kind: 'filter', filter: params.filter as TaskFilter }
    : null;
}

export const filterTitles: Record<TaskFilter, string> = {
  important: 'Important',
  completed: 'Completed',
  deleted: 'Deleted',
};

export const tagTitles: Record<TaskTag, string> = {
  update: 'Update',
  team: 'Team',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The template's tag colours: team primary, low green, medium amber, high red, update blue. */
export const tagTones: Record<TaskTag, Tone> = {
  update: 'info',
  team: 'accent',
  high: 'critical',
  medium: 'caution',
  low: 'positive',
};

export const sortTitles: Record<TaskSort, string> = {
  latest: 'Latest',
  'title-asc': 'Title, A to Z',
  'title-desc': 'Title, Z to A',
  assignee: 'Assignee',
  'due-date': 'Due date',
};

export function viewTitle(view: TodoView): string {
  if (view.kind === 'all') return 'My tasks';
  return view.kind === 'filter' ? filterTitles[view.filter] : tagTitles[view.tag];
}

/** What an empty list says, per filter: an empty "completed" list is not the same news as an empty inbox. */
export function emptyText(view: TodoView): string {
  if (view.kind === 'tag') return `No task carries the ${tagTitles[view.tag]} tag.`;
  if (view.kind === 'all') return 'Nothing to do. Add a task to start.';
  return {
    important: 'Star a task to keep it here.',
    completed: 'No task is completed yet.',
    deleted: 'The bin is empty.',
  }[view.filter];
}

/** A task as the sheet edits it (add-tasks takes it without id; update-task takes the whole task). */
export type TaskDraft = Omit<Task, 'id' | 'isDeleted'>;

const TASKS_PATH_PREFIX = '/apps/todo/';

export function useTasks(view: TodoView, q: string, sortBy: TaskSort) {
  const params = {
    q,
    sortBy,
    filter: view.kind === 'filter' ? view.filter : '',
    tag: view.kind === 'tag' ? view.tag : '',
  };
  return useSWR<Task[]>(['/apps/todo/tasks', params], swrFetcher, { keepPreviousData: true });
}

/** The to-do calls that change data; each refreshes every task list afterwards. */
export function useTaskActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(TASKS_PATH_PREFIX),
      ),
    [mutate],
  );
  const add = useCallback(
    async (task: TaskDraft) => {
      const added = await sendJson<Task>('POST', '/apps/todo/add-tasks', { task });
      await refresh();
      return added;
    },
    [refresh],
  );
  const update = useCallback(
    async (task: Task) => {
      const updated = await sendJson<Task>('POST', '/apps/todo/update-task', { task });
      await refresh();
      return updated;
    },
    [refresh],
  );
  const remove = useCallback(
    async (taskId: number) => {
      await sendJson('DELETE', `/apps/todo/delete-task?taskId=${taskId}`);
      await refresh();
    },
    [refresh],
  );
  return useMemo(() => ({ add, update, remove }), [add, update, remove]);
}
