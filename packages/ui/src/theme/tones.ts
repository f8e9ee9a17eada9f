// The one tone vocabulary of every block (StatusBadge, Alert, Toast, Button's `tone`): what a
// message means, not its colour. docs/behaviour.md « Grades, statuses and badges » gives the
// spec's status colours; README « Tones » maps them onto these.

/** `neutral`, `info`, `positive`, `caution`, `critical`: ce que veut dire le message, pas sa couleur. */
export const tones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;

/**
 * Le ton d’un bloc : `neutral` (sans valeur particulière), `info` (bleu, une information),
 * `positive` (vert, réussi, accepté), `caution` (ambre, en attente, à surveiller), `critical`
 * (rouge, une erreur, un refus, une action destructrice).
 */
export type Tone = (typeof tones)[number];
