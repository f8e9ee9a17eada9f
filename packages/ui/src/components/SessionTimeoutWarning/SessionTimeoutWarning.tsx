import { useState } from 'react';
import * as styles from './SessionTimeoutWarning.css';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { blocksFr, type BlocksCopy } from '../../copy/blocks';
import { useUiCopy } from '../../copy/UiCopyProvider';

export interface SessionTimeoutWarningProps {
  /** Secondes avant la fin de la session ; l’application décompte et déconnecte à 0. */
  secondsLeft: number;
  /** « Rester connecté » (et Échap) : l’application prolonge la session et ferme l’avertissement. */
  onStay: () => void;
  /** « Se déconnecter » : l’application déconnecte tout de suite. */
  onLogout: () => void;
}

/** "1 min 30 s", "2 min", "45 s" (in the words of `words`, French by default). */
function formatCountdown(
  secondsLeft: number,
  words: Pick<BlocksCopy['sessionTimeout'], 'minutes' | 'seconds'> = blocksFr.sessionTimeout,
): string {
  const total = Math.max(0, Math.ceil(secondsLeft));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return words.seconds(seconds);
  if (seconds === 0) return words.minutes(minutes);
  return `${words.minutes(minutes)} ${words.seconds(seconds)}`;
}

/**
 * Which stretch of the countdown we are in: each whole minute, then 30 s, then 10 s. Screen readers
 * hear the countdown when it enters a new stretch, not every second.
 */
function stretch(secondsLeft: number): number {
  if (secondsLeft <= 10) return 10;
  if (secondsLeft <= 30) return 30;
  return Math.ceil(secondsLeft / 60) * 60;
}

/**
 * L’avertissement d’inactivité (le modèle de délai d’expiration de GOV.UK) : une boîte de dialogue
 * d’alerte qui prend le focus (sur « Rester connecté »), affiche le temps restant et l’annonce avec
 * parcimonie dans une région live polie (à chaque minute, puis à 30 s et à 10 s). Ouverte tant
 * qu’elle est montée : l’application la monte quand l’avertissement commence et la démonte quand le
 * candidat reste ou est déconnecté.
 */
export function SessionTimeoutWarning({ secondsLeft, onStay, onLogout }: SessionTimeoutWarningProps) {
  const copy = useUiCopy().sessionTimeout;
  const current = stretch(secondsLeft);
  const timeLeft = copy.countdown(formatCountdown(secondsLeft, copy));
  const [announced, setAnnounced] = useState({ stretch: current, text: '' });
  // Entering a new stretch: say the time left once (opening is announced by the dialog itself).
  if (announced.stretch !== current) {
    setAnnounced({ stretch: current, text: timeLeft });
  }
  return (
    <Dialog
      open
      role="alertdialog"
      data-adm="session-timeout-warning"
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={copy.title}
      description={<span className={styles.countdown}>{timeLeft}</span>}
      footer={
        <>
          <Button onClick={onStay}>{copy.stay}</Button>
          <Button variant="secondary" onClick={onLogout}>
            {copy.logout}
          </Button>
        </>
      }
    >
      <p className={styles.reason}>{copy.reason}</p>
      <div role="status" aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announced.text}</VisuallyHidden>
      </div>
    </Dialog>
  );
}
