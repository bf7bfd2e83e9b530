import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import ProfilePage from './ProfilePage';

/** The demo profile (spec 001 sections 2 and 3). */
const meta = {
  title: 'Templates/Profile',
  component: ProfilePage,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  render: () => (
    <DemoStory path="/pages/profile" patterns={['/pages/profile']}>
      <ProfilePage />
    </DemoStory>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Header with the 100% notice, about, the three statements with their keyName, and every section. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible();
    await expect(canvas.getByText(/Complete your profile to 100%/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: /Profile completion 60%/ })).toHaveAttribute(
      'value',
      '60',
    );
    for (const key of [
      'about_company_statement',
      'equal_employee_opportunity',
      'hire_visa_candidates_statement',
    ]) {
      await expect(canvas.getByText(key)).toBeVisible();
    }
    for (const section of [
      'About',
      'Profile compliances',
      'Suggested pages',
      'Feeds',
      'Posts',
      'Photos',
      'Polls',
    ]) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(canvas.getByText('Tuesday: 12 votes (60%)')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/profile/data', () => HttpResponse.json({ message: 'No profile today.' }, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The profile could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  },
};
