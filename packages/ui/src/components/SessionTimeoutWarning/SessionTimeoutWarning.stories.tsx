import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SessionTimeoutWarning, type SessionTimeoutWarningProps } from './SessionTimeoutWarning';

const meta = {
  title: 'Components/SessionTimeoutWarning',
  component: SessionTimeoutWarning,
  args: { secondsLeft: 90, onStay: fn(), onLogout: fn() },
} satisfies Meta<typeof SessionTimeoutWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each number keeps its unit: "1\u00a0min 30\u00a0s" (non-breaking spaces).
const nbsp = (text: string) => text.replace(/(\d) (min|s)\b/g, '$1\u00a0$2');

const warning = () => screen.getByRole('alertdialog', { name: 'Votre session va bientôt expirer' });

export const OneMinuteThirty: Story = {
  play: async ({ args }) => {
    await expect(warning()).toHaveAccessibleDescription(nbsp('Vous serez déconnecté dans 1 min 30 s.'));
    // The focus moves into the dialog, on the safe answer.
    const stay = within(warning()).getByRole('button', { name: 'Rester connecté' });
    await waitFor(() => expect(stay).toHaveFocus());
    // Nothing announced yet: opening the dialog is its own announcement.
    await expect(within(warning()).getByRole('status')).toHaveTextContent('');
    await userEvent.click(stay);
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await userEvent.click(within(warning()).getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Escape is "Rester connecté"; no close button, and a click outside does nothing.
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(2);
    await expect(within(warning()).queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  },
};

export const TwoMinutes: Story = {
  args: { secondsLeft: 120 },
  play: async () => {
    await expect(warning()).toHaveAccessibleDescription(nbsp('Vous serez déconnecté dans 2 min.'));
  },
};

export const TenSeconds: Story = {
  args: { secondsLeft: 10 },
  play: async () => {
    await expect(warning()).toHaveAccessibleDescription(nbsp('Vous serez déconnecté dans 10 s.'));
  },
};

/** Counts down quickly from 65 s to 5 s, as the app would every second. */
function FastCountdown(args: SessionTimeoutWarningProps) {
  const [secondsLeft, setSecondsLeft] = useState(65);
  useEffect(() => {
    if (secondsLeft <= 5) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 15);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return <SessionTimeoutWarning {...args} secondsLeft={secondsLeft} />;
}

export const CountdownAnnouncedSparingly: Story = {
  render: (args) => <FastCountdown {...args} />,
  play: async () => {
    const status = within(warning()).getByRole('status');
    const heard: string[] = [];
    const observer = new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (text && heard.at(-1) !== text) heard.push(text);
    });
    observer.observe(status, { subtree: true, childList: true, characterData: true });
    await waitFor(
      () => expect(warning()).toHaveAccessibleDescription(nbsp('Vous serez déconnecté dans 5 s.')),
      {
        timeout: 5000,
      },
    );
    observer.disconnect();
    // Sixty seconds of countdown, three announcements.
    await expect(heard).toEqual([
      nbsp('Vous serez déconnecté dans 1 min.'),
      nbsp('Vous serez déconnecté dans 30 s.'),
      nbsp('Vous serez déconnecté dans 10 s.'),
    ]);
  },
};
