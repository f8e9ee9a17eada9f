import { createContext, useContext } from 'react';

/**
 * True inside a layout that already draws the header, `<main>` and footer (CandidateLayout): a
 * screen made for a page of its own (closed period, diagnostics) then draws its content only, so a
 * signed-in candidate sees it inside the shell, with one header, one `<main>` and one footer.
 */
export const InLayoutContext = createContext(false);

export function useInLayout(): boolean {
  return useContext(InLayoutContext);
}
