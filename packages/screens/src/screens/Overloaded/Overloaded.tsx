// « Forte affluence » (docs/behaviour.md, deviation 67): the servers are overwhelmed, the page tries again by
// itself and counts down to the next try. Its own module and its own words, loaded only when the
// state comes (React.lazy in the pages that show it): the journey's first load does not carry it.
import { useEffect, useMemo, useReducer } from 'react';
import { Alert, Button, Inline, VisuallyHidden } from '@admission/ui';

const copy = {
  title: 'Forte affluence',
  signIn:
    'De nombreux candidats se connectent en ce moment. Nous réessayons automatiquement ; vos informations saisies sont conservées.',
  load: 'De nombreux candidats consultent leur dossier en ce moment. Nous réessayons automatiquement.',
  countdown: (seconds: number) => `Nouvel essai dans ${seconds}\u00a0s`,
  announced: (seconds: number) =>
    `Nouvel essai automatique dans ${seconds}\u00a0seconde${seconds > 1 ? 's' : ''}.`,
  now: 'Nouvel essai en cours…',
  cancel: 'Annuler',
  retryNow: 'Réessayer maintenant',
};

export interface OverloadedProps {
  /** Sign-in (« vos informations saisies sont conservées ») or a load of the dashboard. */
  context: 'signIn' | 'load';
  /** When the next try starts (ms since the epoch). */
  retryAt: number;
  /** The clock (a story freezes it). */
  now?: (() => number) | undefined;
  /** « Annuler »: back to the form, what was typed kept. */
  onCancel?: (() => void) | undefined;
  /** « Réessayer maintenant ». */
  onRetryNow?: (() => void) | undefined;
}

/** « Forte affluence », the countdown to the next try, and « Annuler » or « Réessayer maintenant ». */
export default function Overloaded({
  context,
  retryAt,
  now = Date.now,
  onCancel,
  onRetryNow,
}: OverloadedProps) {
  const left = () => Math.max(0, Math.ceil((retryAt - now()) / 1000));
  // Redrawn every second; the seconds are read from the clock, so a late tick never drifts.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = left();
  // Screen readers hear the wait once per try (a polite status), not every second.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per try: retryAt names the try
  const announced = useMemo(() => copy.announced(left()), [retryAt]);
  return (
    <Alert tone="caution" title={copy.title} live="off" data-adm="overloaded">
      <p>{copy[context]}</p>
      <p aria-hidden="true">{seconds > 0 ? copy.countdown(seconds) : copy.now}</p>
      <div role="status">
        <VisuallyHidden>{announced}</VisuallyHidden>
      </div>
      <Inline space="sm">
        {onRetryNow ? (
          <Button type="button" variant="secondary" size="sm" onClick={onRetryNow}>
            {copy.retryNow}
          </Button>
        ) : null}
        {onCancel ? (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null}
      </Inline>
    </Alert>
  );
}
