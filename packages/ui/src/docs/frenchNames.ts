// The building blocks' names in the sidebar, in French: what designers type in Storybook's search.
// The search (the manager's Fuse.js) reads an entry's name and the names of its parents, never its
// tags nor its docs: each block is shown as « <French name>, <synonyms> (<CodeName>) », so « modale »,
// « infobulle » or « Dialog » all find it. The story files keep `title: 'Components/<CodeName>'`
// and their pinned `id`: .storybook/main.ts renames them when it indexes them, so no story id (nor
// reference screenshot, nor link) changes; storybook.test.ts searches for every word here. A block
// missing here fails the build.

export interface FrenchName {
  /** Its name in French, sentence case. */
  readonly name: string;
  /** Other words a designer looks it up by, shown after the name. */
  readonly synonyms: readonly string[];
}

export const frenchNames: Readonly<Record<string, FrenchName>> = {
  Alert: { name: 'Alerte', synonyms: ['message', 'bandeau'] },
  Box: { name: 'Boîte', synonyms: ['conteneur', 'marge intérieure'] },
  Button: { name: 'Bouton', synonyms: [] },
  CandidateHeader: { name: 'En-tête candidat', synonyms: ['bandeau'] },
  Columns: { name: 'Colonnes', synonyms: ['grille'] },
  CenteredPage: { name: 'Page centrée', synonyms: ['gabarit public'] },
  CandidateLayout: { name: 'Gabarit candidat', synonyms: ['mise en page'] },
  Card: { name: 'Carte', synonyms: ['encadré'] },
  Dialog: { name: 'Dialogue', synonyms: ['modale'] },
  ErrorSummary: { name: 'Récapitulatif des erreurs', synonyms: [] },
  ExternalLink: { name: 'Lien externe', synonyms: ['nouvel onglet'] },
  Footer: { name: 'Pied de page', synonyms: [] },
  Heading: { name: 'Titre', synonyms: ['intertitre'] },
  Inline: { name: 'Alignement en ligne', synonyms: ['rangée', 'côte à côte'] },
  GradeMark: { name: 'Note sur 20', synonyms: [] },
  Link: { name: 'Lien', synonyms: [] },
  NoScript: { name: 'Sans JavaScript', synonyms: ['noscript'] },
  PasswordField: { name: 'Champ mot de passe', synonyms: [] },
  SessionTimeoutWarning: { name: 'Fin de session', synonyms: ['déconnexion'] },
  Spinner: { name: 'Indicateur de chargement', synonyms: [] },
  Stack: { name: 'Pile', synonyms: ['empilement', 'espacement vertical'] },
  StaffSidebar: { name: 'Menu latéral des agents', synonyms: ['navigation'] },
  StatusBadge: { name: 'Badge de statut', synonyms: ['pastille'] },
  SupportContact: { name: 'Contact assistance', synonyms: ['aide'] },
  Table: { name: 'Tableau', synonyms: [] },
  Tabs: { name: 'Onglets', synonyms: [] },
  Text: { name: 'Texte', synonyms: ['paragraphe', 'typographie'] },
  TextField: { name: 'Champ de texte', synonyms: ['saisie'] },
  ThemeProvider: { name: 'Fournisseur de thème', synonyms: [] },
  ThemeToggle: { name: 'Bascule clair/sombre', synonyms: ['mode sombre'] },
  Toast: { name: 'Notification', synonyms: ['message éphémère'] },
  Tooltip: { name: 'Infobulle', synonyms: ['bulle d’aide'] },
  UiCopyProvider: { name: 'Textes des composants', synonyms: ['libellés', 'traduction'] },
  VisuallyHidden: { name: 'Texte masqué', synonyms: ['lecteur d’écran', 'accessibilité'] },
};

/** The group the building blocks are in, under the design system's section. */
export const blocksGroup = 'Composants';

/** « Dialogue, modale (Dialog) » */
export function frenchLabel(codeName: string): string {
  const entry = frenchNames[codeName];
  if (!entry)
    throw new Error(`No French name for the block ${codeName} in packages/ui/src/docs/frenchNames.ts`);
  return `${[entry.name, ...entry.synonyms].join(', ')} (${codeName})`;
}
