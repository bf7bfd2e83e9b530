import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { taskFilters, taskSorts, taskTags, type Task } from '../data/types';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

const isoDate = z.iso.date('Give the due date as YYYY-MM-DD.');
const assignee = z.object({ fullName: z.string().trim().min(1), avatar: z.string() }).nullable();

/** What add-tasks accepts: a title is required; the rest has defaults. */
const newTask = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'The title is at most 200 characters.'),
  dueDate: isoDate,
  description: z.string().max(5_000, 'The description is at most 5,000 characters.').default(''),
  assignee: assignee.default(null),
  tags: z.array(z.enum(taskTags)).default([]),
  isCompleted: z.boolean().default(false),
  isImportant: z.boolean().default(false),
});

/** update-task: the whole task, as the template sends it (soft delete and restore use isDeleted). */
const taskBody = newTask.extend({ id: z.number().int().positive(), isDeleted: z.boolean() });

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const sorters: Record<(typeof taskSorts)[number], (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => compareText(a.title, b.title),
  'title-desc': (a, b) => compareText(b.title, a.title),
  // Unassigned tasks last.
  assignee: (a, b) =>
    a.assignee && b.assignee
      ? compareText(a.assignee.fullName, b.assignee.fullName)
      : Number(!a.assignee) - Number(!b.assignee),
  'due-date': (a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id,
};

export const todoHandlers = [
  http.get(demoPath('/apps/todo/tasks'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = (params.get('q') ?? '').trim().toLowerCase();
    const filter = params.get('filter') || null;
    const tag = params.get('tag') || null;
    const sortBy = params.get('sortBy') || 'latest';
    if (filter && !(taskFilters as readonly string[]).includes(filter))
      return fail(400, `Unknown filter: ${filter}.`);
    if (tag && !(taskTags as readonly string[]).includes(tag)) return fail(400, `Unknown tag: ${tag}.`);
    if (!(taskSorts as readonly string[]).includes(sortBy)) return fail(400, `Unknown sort: ${sortBy}.`);
    const inView = (task: Task) => {
      if (filter === 'deleted') return task.isDeleted;
      if (task.isDeleted) return false;
      if (filter === 'important' && !task.isImportant) return false;
      if (filter === 'completed' && !task.isCompleted) return false;
      return !tag || task.tags.includes(tag as Task['tags'][number]);
    };
    const tasks = demoDb()
      .tasks.filter((task) => inView(task) && (!q || task.title.toLowerCase().includes(q)))
      .sort(sorters[sortBy as keyof typeof sorters]);
    return HttpResponse.json(tasks);
  }),

  http.post(demoPath('/apps/todo/add-tasks'), async ({ request }) => {
    const body = z.object({ task: newTask }).safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const db = demoDb();
    const task: Task = {
      ...body.data.task,
      id: Math.max(0, ...db.tasks.map((t) => t.id)) + 1,
      isDeleted: false,
    };
    db.tasks.push(task);
    return HttpResponse.json(task, { status: 201 });
  }),

  http.post(demoPath('/apps/todo/update-task'), async ({ request }) => {
    const body = z.object({ task: taskBody }).safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const tasks = demoDb().tasks;
    const index = tasks.findIndex((t) => t.id === body.data.task.id);
    if (index < 0) return fail(404, 'Task not found.');
    tasks[index] = body.data.task;
    return HttpResponse.json(body.data.task);
  }),

  // Soft delete (spec 001 section 4): the task stays, flagged, and shows under the "deleted" filter.
  http.delete(demoPath('/apps/todo/delete-task'), ({ request }) => {
    const id = z.coerce.number().int().positive().safeParse(new URL(request.url).searchParams.get('taskId'));
    if (!id.success) return fail(400, 'Give the task id as a positive number.');
    const task = demoDb().tasks.find((t) => t.id === id.data);
    if (!task) return fail(404, 'Task not found.');
    task.isDeleted = true;
    return HttpResponse.json(task);
  }),
];
