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
 * Une note sur 20, verte à partir de 10 et rouge en dessous ; la couleur est doublée d’une flèche
 * et, pour les lecteurs d’écran, de « note supérieure ou égale à 10 » ou « note inférieure à 10 ».
 * Aucun mot qui pourrait se lire comme une décision d’admission.
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
