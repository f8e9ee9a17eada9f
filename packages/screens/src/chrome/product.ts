import { fr } from '../copy/fr';

/** The product's name and the footers' line, given to the design system's chrome by every screen. */
export const product = {
  name: fr.common.appName,
  copyright: fr.footer('Admission'),
} as const;
