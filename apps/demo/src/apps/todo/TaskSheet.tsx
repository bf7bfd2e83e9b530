import { useState, type FormEvent } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Form } from 'react-aria-components';
import { Alert, Button, Checkbox, CheckboxGroup, DatePicker, Dialog, Select, TextField } from '@talent/ui';
import { assignees } from '../../mocks/data/tasks';
import { taskTags, type Task, type TaskTag } from '../../mocks/data/types';
import { tagTitles, type TaskDraft } from './model';
import * as styles from './todo.css';

const UNASSIGNED = 'unassigned';

/** The fixtures' descriptions are HTML paragraphs; the sheet edits plain text. */
const plainText = (html: string) =>
  html
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();

interface TaskSheetProps {
  /** null: closed; 'new': add a task; a task: edit it. */
  task: Task | 'new' | null;
  /** The date a new task is due by default (the sheet is deterministic: no clock inside). */
  defaultDueDate: string;
  onClose: () => void;
  onSave: (draft: TaskDraft, task: Task | null) => Promise<void>;
  onDelete: (task: Task) => void;
}

/** The task sheet of the template: add or edit title, assignee, due date, tags and description. */
export function TaskSheet({ task, defaultDueDate, onClose, onSave, onDelete }: TaskSheetProps) {
  return (
    <Dialog
      isOpen={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={task === 'new' ? 'Add task' : 'Edit task'}
      className={styles.sideSheet}
      footer={
        <div className={styles.sheetActions}>
          {task && task !== 'new' && !task.isDeleted ? (
            <Button variant="outline" tone="critical" onPress={() => onDelete(task)}>
              Delete
            </Button>
          ) : null}
          <Button variant="outline" tone="neutral" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="task-form">
            {task === 'new' ? 'Add' : 'Save'}
          </Button>
        </div>
      }
    >
      {task ? (
        <TaskForm
          key={task === 'new' ? 'new' : task.id}
          task={task === 'new' ? null : task}
          defaultDueDate={defaultDueDate}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  );
}

function TaskForm({
  task,
  defaultDueDate,
  onSave,
}: {
  task: Task | null;
  defaultDueDate: string;
  onSave: TaskSheetProps['onSave'];
}) {
  const [title, setTitle] = useState(task?.title ?? '');
  const [assignee, setAssignee] = useState(task?.assignee?.fullName ?? UNASSIGNED);
  const [dueDate, setDueDate] = useState<CalendarDate | null>(parseDate(task?.dueDate ?? defaultDueDate));
  const [tags, setTags] = useState<string[]>(task?.tags ?? []);
  const [description, setDescription] = useState(plainText(task?.description ?? ''));
  const [errors, setErrors] = useState<{ title?: string; dueDate?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!title.trim()) found.title = 'Enter a title.';
    if (!dueDate) found.dueDate = 'Choose a due date.';
    setErrors(found);
    if (found.title || found.dueDate || !dueDate) return;
    setFailure(null);
    try {
      await onSave(
        {
          title: title.trim(),
          dueDate: dueDate.toString(),
          description,
          assignee: assignees.find((a) => a.fullName === assignee) ?? null,
          tags: taskTags.filter((tag) => tags.includes(tag)),
          isCompleted: task?.isCompleted ?? false,
          isImportant: task?.isImportant ?? false,
        },
        task,
      );
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong');
    }
  };

  return (
    <Form id="task-form" className={styles.form} validationBehavior="aria" onSubmit={(e) => void submit(e)}>
      {failure ? (
        <Alert tone="critical" title="Not saved">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label="Title"
        value={title}
        onChange={setTitle}
        maxLength={200}
        isInvalid={!!errors.title}
        errorMessage={errors.title}
      />
      <Select
        label="Assignee"
        options={[
          { id: UNASSIGNED, label: 'Unassigned' },
          ...assignees.map((a) => ({ id: a.fullName, label: a.fullName })),
        ]}
        selectedKey={assignee}
        onSelectionChange={(key) => setAssignee(String(key ?? UNASSIGNED))}
      />
      <DatePicker
        label="Due date"
        value={dueDate}
        onChange={setDueDate}
        isInvalid={!!errors.dueDate}
        errorMessage={errors.dueDate}
      />
      <CheckboxGroup label="Tags" value={tags} onChange={setTags}>
        {taskTags.map((tag: TaskTag) => (
          <Checkbox key={tag} value={tag}>
            {tagTitles[tag]}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextField
        label="Description"
        value={description}
        onChange={setDescription}
        isMultiline
        rows={4}
        maxLength={5000}
      />
    </Form>
  );
}
