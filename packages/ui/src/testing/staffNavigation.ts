import type { StaffNavigation } from '../components/StaffSidebar/staffModules';

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
