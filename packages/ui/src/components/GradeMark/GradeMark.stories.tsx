import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GradeMark } from './GradeMark';

const meta = { title: 'Components/GradeMark', component: GradeMark, args: { mark: 12.5 } } satisfies Meta<
  typeof GradeMark
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pass: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('12,5/20 (admis)');
  },
};

export const PassMarkExactly: Story = {
  args: { mark: 10 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('10/20 (admis)');
  },
};

export const Fail: Story = {
  args: { mark: 9.75 },
  play: async ({ canvasElement }) => {
    // Below 10 the text says so: colour is not the only signal.
    await expect(within(canvasElement).getByText('(insuffisant)')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('9,75/20');
  },
};
