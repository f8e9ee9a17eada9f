// `@admission/ui/testing` (workspace only, not published: source-aliases.ts): sample data for the
// building blocks' stories and tests. The screens' sample people and applications are
// `@admission/screens/testing`. Not part of the main entry.
export { sampleStaffNavigation } from './staffNavigation';

/**
 * An app's name and footer line, for the stories of the blocks that take them: the portal's, so the
 * stories show the chrome as its candidates see it (the package itself names no product).
 */
export const sampleProduct = {
  name: 'Admission en ligne',
  copyright: 'Cell-INF/Admission 2025. Tous droits réservés.',
} as const;

/** Contacts for stories and tests (reserved names and numbers that reach nobody), with the portal's subject. */
export const sampleSupportContacts = {
  subject: 'Assistance Equivalence/Admission',
  email: 'assistance@admission.example',
  phones: ['+221 33 000 00 01', '+221 33 000 00 02', '+221 77 000 00 03'],
} as const;

// What a story's play function leaves behind, checked the same way in both packages' stories.
export { backAtRest, summaryFocusedThenAtRest } from './rest';
// The visual comparison of the stories (the preview runs it), for a test that draws a page itself.
export { expectScreenshot, prepareVisualTest, settleForCapture } from './visual';
