// The session timeout warning's own chunk: its dialog, countdown and copy load on the candidate's
// first activity (SessionWarningSlot.tsx), not on the way to the first drawn dashboard.
export { SessionTimeoutWarning as SessionTimeoutWarningView } from '@admission/ui';
