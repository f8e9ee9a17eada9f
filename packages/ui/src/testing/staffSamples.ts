import type { StaffApplication } from '../screens/ApplicationsList/types';
import type { StaffNavigation } from '../components/StaffSidebar/staffModules';

// Hard-coded sample lists (the spec's staff screens make no server call). The portal shows exactly
// these, as Storybook does.
export const universiteApplications: readonly StaffApplication[] = [
  {
    id: 'u-001',
    firstName: 'Aminata',
    lastName: 'Diallo',
    email: 'aminata.diallo@example.org',
    status: 'pending',
    documents: [
      { name: 'Relevé de notes du baccalauréat', url: 'https://example.org/documents/u-001/releve.pdf' },
      { name: "Carte d'identité", url: 'https://example.org/documents/u-001/cni.pdf' },
    ],
  },
  {
    id: 'u-002',
    firstName: 'Moussa',
    lastName: 'Sow',
    email: 'moussa.sow@example.org',
    status: 'accepted',
    documents: [{ name: 'Diplôme du baccalauréat', url: 'https://example.org/documents/u-002/diplome.pdf' }],
  },
  {
    id: 'u-003',
    firstName: 'Fatou',
    lastName: 'Ndiaye',
    email: 'fatou.ndiaye@example.org',
    status: 'rejected',
    documents: [],
  },
];

export const coranApplications: readonly StaffApplication[] = [
  {
    id: 'c-001',
    firstName: 'Ibrahima',
    lastName: 'Fall',
    email: 'ibrahima.fall@example.org',
    status: 'pending',
    documents: [
      { name: 'Attestation de mémorisation', url: 'https://example.org/documents/c-001/attestation.pdf' },
    ],
  },
  {
    id: 'c-002',
    firstName: 'Khadija',
    lastName: 'Ba',
    email: 'khadija.ba@example.org',
    status: 'accepted',
    documents: [{ name: 'Acte de naissance', url: 'https://example.org/documents/c-002/acte.pdf' }],
  },
];

export const majalisApplications: readonly StaffApplication[] = [
  {
    id: 'm-001',
    firstName: 'Cheikh',
    lastName: 'Mbaye',
    email: 'cheikh.mbaye@example.org',
    status: 'pending',
    documents: [{ name: 'Lettre de motivation', url: 'https://example.org/documents/m-001/lettre.pdf' }],
  },
  {
    id: 'm-002',
    firstName: 'Mariama',
    lastName: 'Cissé',
    email: 'mariama.cisse@example.org',
    status: 'rejected',
    documents: [
      { name: "Carte d'identité", url: 'https://example.org/documents/m-002/cni.pdf' },
      { name: 'Certificat de résidence', url: 'https://example.org/documents/m-002/residence.pdf' },
    ],
  },
];

/**
 * The staff navigation of docs/behaviour.md « Routes », with the spec's routes as hrefs: the sidebar's sample
 * for stories and tests (an app gives its own, with its routes: the portal's staffNavigation.ts).
 */
export const sampleStaffNavigation: StaffNavigation = {
  home: { label: 'Accueil', href: '/', icon: 'home' },
  modules: [
    {
      id: 'admission',
      label: 'Admission',
      href: '/admission',
      icon: 'school',
      children: [
        { label: 'Tableau de bord', href: '/admission' },
        { label: 'Liste des candidats', href: '/admission/candidats' },
        { label: 'Candidatures Université', href: '/admission/etudiant-candidats' },
        { label: 'Candidatures Institut du Coran', href: '/admission/coran-candidats' },
        { label: 'Candidatures Majalis', href: '/admission/majalis-candidats' },
      ],
    },
    {
      id: 'administrative',
      label: 'Gestion administrative',
      href: '/gestion-administrative',
      icon: 'folder',
      children: [{ label: 'Dossiers', href: '/gestion-administrative/dossiers' }],
    },
    {
      id: 'pedagogy',
      label: 'Gestion pédagogique',
      href: '/gestion-pedagogique',
      icon: 'file',
      children: [{ label: 'Programmes', href: '/gestion-pedagogique/programmes' }],
    },
    {
      id: 'coran',
      label: 'Institut du Coran',
      href: '/coran',
      icon: 'book',
      children: [{ label: 'Apprenants', href: '/coran/apprenants' }],
    },
    {
      id: 'majalis',
      label: 'Majalis',
      href: '/majalis',
      icon: 'users',
      children: [{ label: 'Apprenants', href: '/majalis/apprenants' }],
    },
    {
      id: 'library',
      label: 'Bibliothèque',
      href: '/bibliotheque',
      icon: 'book',
      children: [{ label: 'Catalogue', href: '/bibliotheque/catalogue' }],
    },
    {
      id: 'accounting',
      label: 'Comptabilité',
      href: '/comptabilite',
      icon: 'wallet',
      children: [{ label: 'Paiements', href: '/comptabilite/paiements' }],
    },
    {
      id: 'hr',
      label: 'Ressources humaines',
      href: '/rh',
      icon: 'users',
      children: [{ label: 'Personnel', href: '/rh/personnel' }],
    },
    {
      id: 'users',
      label: 'Gestion des utilisateurs',
      href: '/utilisateurs',
      icon: 'user',
      children: [{ label: 'Liste des utilisateurs', href: '/utilisateurs/liste' }],
    },
    { id: 'notifications', label: 'Notifications', href: '/notifications', icon: 'bell', children: [] },
  ],
  accountLinks: [
    { label: 'Connexion', href: '/connexion', icon: 'login' },
    { label: 'Profil', href: '/profil', icon: 'user' },
  ],
};
