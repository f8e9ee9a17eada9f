// What the cards of the candidate dashboard share: their props, their Card and the failed-load state.
import { useId } from 'react';
import type { Application, LoadStatus } from '../types';
import { fr } from '../../../copy/fr';
import {
  Alert,
  Button,
  Card,
  type CardProps as CardPropsOfBlock,
  RefreshIcon,
  VisuallyHidden,
} from '@admission/ui';

export interface CardProps {
  application: Application;
  level: 2 | 3;
  /** Id of the application's heading when several are shown, so each card's name is unique. */
  contextId: string | undefined;
}

/** A Card whose accessible name also names its application when several are on the page. */
export function DashboardCard({
  title,
  level,
  contextId,
  ...rest
}: Omit<CardPropsOfBlock, 'title' | 'headingLevel'> & {
  title: string;
  level: 2 | 3;
  contextId: string | undefined;
}) {
  const titleId = useId();
  return (
    <Card
      {...rest}
      title={<span id={titleId}>{title}</span>}
      headingLevel={level}
      {...(contextId ? { 'aria-labelledby': `${titleId} ${contextId}` } : {})}
    />
  );
}

/**
 * A call that failed or ran out of time, in place of what it would have shown: the reason and
 * "Réessayer" (its accessible name says what it tries again).
 */
export function LoadError({
  status,
  message,
  retryContext,
  onRetry,
}: {
  status: Exclude<LoadStatus, 'loading' | 'ready'>;
  message: string;
  retryContext: string;
  onRetry: (() => void) | undefined;
}) {
  return (
    <>
      <Alert tone="critical" live="polite">
        {status === 'timeout' ? fr.common.timeout : message}
      </Alert>
      {onRetry ? (
        <div>
          <Button variant="secondary" onClick={onRetry}>
            <RefreshIcon />
            {fr.common.retry}
            <VisuallyHidden> {retryContext}</VisuallyHidden>
          </Button>
        </div>
      ) : null}
    </>
  );
}

export function isFailure(status: LoadStatus): status is 'failed' | 'timeout' {
  return status === 'failed' || status === 'timeout';
}
