import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { Button, buttonSizes, buttonTones } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Se connecter', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    backAtRest();
  },
};

export const Secondary: Story = { args: { tone: 'secondary', children: 'Réinitialiser' } };

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Traitement…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Traitement…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    backAtRest();
  },
};

/** `asChild`: a link (here a plain anchor; a router's link works the same) with the button's look. */
export const AsLink: Story = {
  args: { asChild: true, tone: 'secondary', children: <a href="#aide">{'Besoin d’aide\u202f?'}</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Besoin d’aide\u202f?' });
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(link).toHaveAttribute('href', '#aide');
    // The button's look: its 44 px touch target and border.
    await expect(getComputedStyle(link).minHeight).toBe('44px');
  },
};
