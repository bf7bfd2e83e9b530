import { describe, expect, it } from 'vitest';
import type { Task } from '../src/mocks';
import { call } from './setup';

const tasks = async (query = '') => (await call<Task[]>('GET', `/apps/todo/tasks${query}`)).body;

describe('GET /apps/todo/tasks', () => {
  it('answers the tasks not deleted, latest first', async () => {
    const all = await tasks();
    expect(all).toHaveLength(10);
    expect(all.every((t) => !t.isDeleted)).toBe(true);
    expect(all.map((t) => t.id)).toEqual([...all.map((t) => t.id)].sort((a, b) => b - a));
  });

  it('filters important, completed and deleted, and by tag', async () => {
    expect((await tasks('?filter=important')).map((t) => t.id).sort()).toEqual([11, 2, 3, 6].sort());
    expect((await tasks('?filter=completed')).every((t) => t.isCompleted && !t.isDeleted)).toBe(true);
    expect((await tasks('?filter=deleted')).map((t) => t.id).sort()).toEqual([10, 12]);
    // Task 12 has the team tag but is deleted.
    expect((await tasks('?tag=team')).map((t) => t.id).sort()).toEqual([2, 3, 9]);
    expect((await tasks('?q=HIRE')).map((t) => t.title)).toEqual(['Hire a new developer']);
  });

  it('sorts by title, assignee (unassigned last) and due date', async () => {
    const asc = (await tasks('?sortBy=title-asc')).map((t) => t.title);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    expect((await tasks('?sortBy=title-desc')).map((t) => t.title)).toEqual([...asc].reverse());
    const byAssignee = await tasks('?sortBy=assignee');
    expect(byAssignee.at(-1)!.assignee).toBeNull();
    expect(byAssignee[0]!.assignee!.fullName).toBe('Andrew Anderson');
    const due = (await tasks('?sortBy=due-date')).map((t) => t.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('400s an unknown filter, tag or sort', async () => {
    for (const query of ['?filter=archived', '?tag=urgent', '?sortBy=random']) {
      expect((await call('GET', `/apps/todo/tasks${query}`)).status, query).toBe(400);
    }
  });
});

describe('adding, updating and deleting tasks', () => {
  it('adds a task (201) that stays in the list', async () => {
    const res = await call<Task>('POST', '/apps/todo/add-tasks', {
      task: { title: 'Write the gallery docs', dueDate: '2026-02-01', tags: ['update'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 13, isCompleted: false, isDeleted: false, isImportant: false });
    expect((await tasks())[0]!.title).toBe('Write the gallery docs');
    const bad = await call('POST', '/apps/todo/add-tasks', { task: { title: ' ', dueDate: '2026-02-01' } });
    expect(bad).toEqual({ status: 400, body: { message: 'Enter a title.' } });
    expect(
      (await call('POST', '/apps/todo/add-tasks', { task: { title: 'x', dueDate: 'soon' } })).status,
    ).toBe(400);
  });

  it('updates, completes and stars a task; 404 for an unknown one', async () => {
    const task = (await tasks()).find((t) => t.id === 1)!;
    const res = await call<Task>('POST', '/apps/todo/update-task', {
      task: { ...task, isCompleted: true, isImportant: true },
    });
    expect(res.status).toBe(200);
    expect((await tasks('?filter=completed')).map((t) => t.id)).toContain(1);
    expect((await tasks('?filter=important')).map((t) => t.id)).toContain(1);
    expect((await call('POST', '/apps/todo/update-task', { task: { ...task, id: 99 } })).status).toBe(404);
  });

  it('soft-deletes (isDeleted) and restores through update-task', async () => {
    const res = await call<Task>('DELETE', '/apps/todo/delete-task?taskId=1');
    expect(res).toMatchObject({ status: 200, body: { id: 1, isDeleted: true } });
    expect((await tasks()).map((t) => t.id)).not.toContain(1);
    expect((await tasks('?filter=deleted')).map((t) => t.id)).toContain(1);
    await call('POST', '/apps/todo/update-task', { task: { ...res.body, isDeleted: false } });
    expect((await tasks()).map((t) => t.id)).toContain(1);
    expect((await call('DELETE', '/apps/todo/delete-task?taskId=99')).status).toBe(404);
    expect((await call('DELETE', '/apps/todo/delete-task')).status).toBe(400);
  });
});
