import { useId, useState } from 'react';
import * as styles from './ApplicationsList.css';
import { staffCopy as copy } from '../../copy/staff';
import { Button, Dialog } from '@admission/ui';

/** The application a rejection is confirmed for: its name, in the dialog's sentence. */
interface Named {
  firstName: string;
  lastName: string;
}

/** The rejection's confirmation, with an optional reason. Open while `application` is set. */
export function RejectDialog({
  application,
  onConfirm,
  onCancel,
}: {
  application: Named | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const name = application ? `${application.firstName} ${application.lastName}` : '';
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          onCancel();
        }
      }}
      title={copy.rejectDialogTitle}
      description={application ? copy.rejectDialogDescription(name) : undefined}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              setReason('');
              onCancel();
            }}
          >
            {copy.rejectCancel}
          </Button>
          <Button
            tone="critical"
            onClick={() => {
              onConfirm(reason);
              setReason('');
            }}
          >
            {copy.rejectConfirm}
          </Button>
        </>
      }
    >
      <div className={styles.reasonField}>
        <label htmlFor={reasonId} className={styles.selectLabel}>
          {copy.rejectReason}
        </label>
        <textarea
          id={reasonId}
          className={styles.textarea}
          value={reason}
          maxLength={1000}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
