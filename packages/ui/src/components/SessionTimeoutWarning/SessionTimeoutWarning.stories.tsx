import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { backAtRest } from '../../testing/rest';
import { SessionTimeoutWarning, type SessionTimeoutWarningProps } from './SessionTimeoutWarning';

const meta = {
  title: 'Components/SessionTimeoutWarning',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'components-sessiontimeoutwarning',
  component: SessionTimeoutWarning,
  parameters: {
    docs: {
      // A modal dialog: drawn in its own frame in the Docs page, not over the page itself.
      story: { inline: false, height: '30rem' },
      description: {
        component:
          'Avertissement d’inactivité\u00a0: une boîte de dialogue d’alerte avec le temps restant, «\u00a0Rester connecté\u00a0» et «\u00a0Se déconnecter\u00a0».',
      },
    },
  },
  args: { secondsLeft: 90, onStay: fn(), onLogout: fn() },
} satisfies Meta<typeof SessionTimeoutWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each number keeps its unit: "1\u00a0min 30\u00a0s" (non-breaking spaces).
const nbsp = (text: string) => text.replace(/(\d) (min|s)\b/g, '$1\u00a0$2');

const warning = () => screen.getByRole('alertdialog', { name: 'Votre session va bientôt expirer' });

/**
 * The warning as it opens puts the focus on « Rester connecté », the safe answer (checked in
 * OneMinuteThirty); the stories about the countdown end at rest, on the time left.
 */
async function openedThenAtRest() {
  const stay = within(warning()).getByRole('button', { name: 'Rester connecté' });
  await waitFor(() => expect(stay).toHaveFocus());
  backAtRest();
}

export const OneMinuteThirty: Story = {
  name: 'Une minute trente restante',
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
    backAtRest();
  },
};

export const TwoMinutes: Story = {
  name: 'Deux minutes restantes',
  args: { secondsLeft: 120 },
  play: async () => {
    await expect(warning()).toHaveAccessibleDescription(nbsp('Vous serez déconnecté dans 2 min.'));
    await openedThenAtRest();
  },
};

export const TenSeconds: Story = {
  name: 'Dix secondes restantes',
  args: { secondsLeft: 10 },
  play: async () => {
    await expect(warning()).toHaveAccessibleDescription(nbsp('Vous serez déconnecté dans 10 s.'));
    await openedThenAtRest();
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
  name: 'Compte à rebours annoncé avec parcimonie',
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
    await openedThenAtRest();
  },
};
