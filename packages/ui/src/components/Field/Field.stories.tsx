import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import * as styles from '../../styles/field.css';
import { SkinGrid } from '../../storybook';
import { Field, type FieldProps } from './Field';

/**
 * Field inside a bare react-aria TextField, the way TextField, Select and the others use it: the field
 * component gives the ids, Field lays out label, control, description and error.
 */
function InField({ isInvalid, ...props }: Omit<FieldProps, 'children'> & { isInvalid?: boolean }) {
  return (
    <RACTextField
      className={styles.field}
      isInvalid={isInvalid}
      isRequired={props.isRequired}
      validate={(value) => (value && !value.includes('@') ? 'An email address has an @' : null)}
      validationBehavior="aria"
    >
      <Field {...props}>
        <Input className={styles.input} />
      </Field>
    </RACTextField>
  );
}

const meta = {
  title: 'Components/Field',
  component: InField,
  args: { label: 'Email', description: 'We send the receipt here.' },
} satisfies Meta<typeof InField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the receipt here.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ValidationError: Story = {
  args: { errorMessage: (validation) => validation.validationErrors.join(' ') },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Description and error both describe the input, in that order.
    await expect(input).toHaveAccessibleDescription('We send the receipt here. An email address has an @');
    await userEvent.type(input, '@example.com');
    await expect(input).toHaveAccessibleDescription('We send the receipt here.');
  },
};

export const RequiredMark: Story = {
  args: { isRequired: true, description: undefined },
  play: async ({ canvas }) => {
    // The asterisk is decoration: the name stays "Email" and the input itself is required.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HiddenLabel: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvas }) => {
    // The label's text sits in a <bdi> (RTL); the label element is what is visually hidden.
    const label = canvas.getByText('Email').closest('label')!;
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGrid>
      {(skin) => (
        <>
          <InField {...args} label={`Email (${skin})`} />
          <InField label={`Password (${skin})`} isInvalid errorMessage="Password is required" />
        </>
      )}
    </SkinGrid>
  ),
};
