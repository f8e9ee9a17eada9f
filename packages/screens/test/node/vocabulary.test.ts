// One vocabulary for a candidate's decisions (docs/behaviour.md, deviation 61): the application's
// status and its choices' badges say the same thing with the same word, the badge in the masculine
// (« le choix ») where the status is feminine (« la candidature »). The spec's « Approuvé » and
// « Refusé » beside « Acceptée » and « Candidature non retenue » read as two different decisions.
import { describe, expect, it } from 'vitest';
import { candidateCopy } from '../../src/copy/candidate';

const { applicationStatus, choiceStatus, singleChoiceBadge } = candidateCopy;

/** « Acceptée » is « Accepté » for a choice; « Candidature non retenue », « Non retenu ». */
const masculineOf = (status: string) => {
  const word = status.replace(/^Candidature /, '').replace(/e$/, '');
  return word.charAt(0).toUpperCase() + word.slice(1);
};

describe('the words of a decision', () => {
  it('are the application status’s, for the ranked choices and for the single choice', () => {
    expect(choiceStatus.accepted).toBe(masculineOf(applicationStatus.approved));
    expect(singleChoiceBadge.approved).toBe(masculineOf(applicationStatus.approved));
    expect(choiceStatus.rejected).toBe(masculineOf(applicationStatus.rejected));
    expect(singleChoiceBadge.rejected).toBe(masculineOf(applicationStatus.rejected));
    expect(singleChoiceBadge.other).toBe(masculineOf(applicationStatus.submitted));
    expect(choiceStatus.pending).toBe(applicationStatus.pending);
    expect(singleChoiceBadge.pending).toBe(applicationStatus.pending);
    expect(choiceStatus.waitlisted).toBe(applicationStatus.waitlisted);
    // A single choice on the waiting list is not « Soumis » (a selection places single choices too).
    expect(singleChoiceBadge.waitlisted).toBe(applicationStatus.waitlisted);
  });

  it('never use a second word for the same decision', () => {
    const words = [...Object.values(choiceStatus), ...Object.values(singleChoiceBadge)];
    for (const other of ['Approuvé', 'Refusé', 'Rejeté']) expect(words).not.toContain(other);
  });
});
