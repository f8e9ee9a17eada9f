import type { Ref } from 'react';
import * as styles from './GradeMark.css';
import { ArrowDownIcon, ArrowUpIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { cx } from '../../utils/cx';

/** Green at 10 out of 20 or above, red below (docs/behaviour.md, « Constants and limits »). */
const PASS_MARK = 10;

const number = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

function formatMark(value: number): string {
  return number.format(value);
}

export interface GradeMarkProps {
  /** La note sur 20. */
  mark: number;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLSpanElement> | undefined;
}

/**
 * A mark out of 20, green at 10 or above and red below; the colour is doubled by an arrow and, for
 * screen readers, "note supérieure ou égale à 10" / "note inférieure à 10". No word that could be
 * read as an admission decision.
 */
export function GradeMark({ mark, className, ref }: GradeMarkProps) {
  const copy = useUiCopy();
  const atOrAbove = mark >= PASS_MARK;
  const Icon = atOrAbove ? ArrowUpIcon : ArrowDownIcon;
  return (
    <span
      ref={ref}
      className={cx(styles.mark[atOrAbove ? 'true' : 'false'], className)}
      data-adm="grade-mark"
    >
      <Icon data-adm-part="icon" />
      <span>
        {formatMark(mark)}
        {copy.grade.outOf}
      </span>
      <VisuallyHidden>, {atOrAbove ? copy.grade.atOrAbove : copy.grade.below}</VisuallyHidden>
    </span>
  );
}
