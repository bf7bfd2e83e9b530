import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../storybook/DemoStory';
import { storyFilesOf } from './catalogue';
import { AutocompleteExample, FormsPage } from './FormsPage';
import { showcaseA11y } from './storyParameters';
import { loadShowcase } from './stories';

/** /forms: the autocomplete on /api/autocomplete/data, then every form component's stories (issue 22). */
const meta = {
  title: 'Templates/Forms',
  component: FormsPage,
  parameters: { layout: 'padded', ...demoMsw(), ...showcaseA11y },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/forms" patterns={['/forms']}>
      <FormsPage />
    </DemoStory>
  ),
} satisfies Meta<typeof FormsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const autocompleteOnly = () => (
  <DemoStory path="/forms" patterns={['/forms']}>
    <AutocompleteExample />
  </DemoStory>
);

/** The page: the autocomplete first, then one section per form component. */
export const Forms: Story = {
  loaders: [() => loadShowcase('forms')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: 'Forms on this page' });
    await expect(await canvas.findByRole('combobox', { name: 'Favourite film' })).toBeVisible();
    await expect(within(nav).getAllByRole('link')).toHaveLength(storyFilesOf('forms').length);
    for (const name of [
      'TextField',
      'Select',
      'Checkbox',
      'Radio',
      'Switch',
      'DatePicker',
      'ComboBox',
      'Form',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.queryByText(/could not be shown/)).toBeNull();
  },
};

/** Typing filters the films (any part of the title); arrow keys and Enter pick one. */
export const AutocompleteKeyboard: Story = {
  render: autocompleteOnly,
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Favourite film' });
    await userEvent.click(input);
    await userEvent.keyboard('god');
    const listbox = await body().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option')).toHaveTextContent('The Godfather');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('The Godfather'));
    await expect(canvas.getByText('You picked The Godfather (Rank 2).')).toBeVisible();
  },
};

/** Nothing matches: the list says so. */
export const AutocompleteNoMatch: Story = {
  render: autocompleteOnly,
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Favourite film' });
    await userEvent.click(input);
    await userEvent.keyboard('zebra');
    const empty = await body().findByText('No film matches');
    // The popover fades in: wait for it to be shown.
    await waitFor(() => expect(empty).toBeVisible());
    await expect(canvas.getByText('No film picked yet.')).toBeVisible();
  },
};

/** The handler fails: its message and a retry. */
export const AutocompleteFails: Story = {
  render: autocompleteOnly,
  parameters: demoMsw([
    http.get('*/api/autocomplete/data', () =>
      HttpResponse.json({ message: 'The films are not available.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The films could not be loaded');
    await expect(alert).toHaveTextContent('The films are not available.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
