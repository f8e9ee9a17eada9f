import * as styles from './GradeMark.css';
import { CheckIcon, CloseIcon } from '../../icons';
import { fr } from '../../copy/fr';

/** Spec section 9: green at 10 out of 20 or above, red below. */
export const PASS_MARK = 10;

const number = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export function formatMark(value: number): string {
  return number.format(value);
}

export interface GradeMarkProps {
  /** The mark out of 20. */
  mark: number;
  className?: string;
}

/** A mark out of 20 whose colour is doubled by an icon and the words "admis" / "insuffisant". */
export function GradeMark({ mark, className }: GradeMarkProps) {
  const pass = mark >= PASS_MARK;
  const Icon = pass ? CheckIcon : CloseIcon;
  return (
    <span className={[styles.mark({ pass }), className].filter(Boolean).join(' ')}>
      <Icon />
      <span>
        {formatMark(mark)}
        {fr.grade.outOf}
      </span>{' '}
      <span className={styles.verdict()}>({pass ? fr.grade.pass : fr.grade.fail})</span>
    </span>
  );
}
