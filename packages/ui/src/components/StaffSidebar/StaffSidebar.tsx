import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState, type ComponentType } from 'react';
import * as styles from './StaffSidebar.css';
import { AppLink } from '../Link/Link';
import { Button } from '../Button/Button';
import { Tooltip } from '../Tooltip/Tooltip';
import {
  BellIcon,
  BookIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  FileIcon,
  FolderIcon,
  HomeIcon,
  LogoutIcon,
  MenuIcon,
  SchoolIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  type IconProps,
} from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { usePortalContainer } from '../ThemeProvider/ThemeProvider';
import {
  expandedStaffModules,
  type StaffIconName,
  type StaffNavigation,
  type StaffNavItem,
} from './staffModules';
import { useIsMobile } from './useIsMobile';
import { scrollLock } from '../Dialog/Dialog.css';

const icons: Record<StaffIconName, ComponentType<IconProps>> = {
  home: HomeIcon,
  school: SchoolIcon,
  folder: FolderIcon,
  book: BookIcon,
  users: UsersIcon,
  user: UserIcon,
  bell: BellIcon,
  wallet: WalletIcon,
  file: FileIcon,
  login: LogoutIcon,
};

export interface StaffSidebarProps {
  /** Le chemin de la page affichée ; l’application le tient de son routeur. */
  currentPath: string;
  /** L’état de la barre latérale sur grand écran (16 rem ouverte, 3 rem repliée) ; le panneau mobile a le sien. */
  collapsed: boolean;
  /**
   * Appelée par le bouton de repli et par Ctrl/Cmd+B sur un écran large ; l’application garde l’état
   * (cookie, 7 jours). Sous 768 px, ils ouvrent et ferment à la place le panneau mobile, dont l’état
   * n’est jamais gardé.
   */
  onCollapsedChange: (collapsed: boolean) => void;
  /** Les liens, avec les chemins de l’application : l’accueil, les modules et leurs sous-modules, les pages du compte. */
  navigation: StaffNavigation;
}

const shortcut = 'Control+B Meta+B';

interface SidebarNavProps {
  id?: string | undefined;
  currentPath: string;
  collapsed: boolean;
  navigation: StaffNavigation;
  /** Appelée quand un lien est suivi (le panneau mobile se ferme). */
  onNavigate?: (() => void) | undefined;
}

/** The links: home, the modules (sub-modules of the current section), the account pages. */
function SidebarNav({ id, currentPath, collapsed, navigation, onNavigate }: SidebarNavProps) {
  const copy = useUiCopy();
  const { home, modules, accountLinks } = navigation;
  const expanded = expandedStaffModules(currentPath, modules);
  const link = (item: StaffNavItem, icon?: StaffIconName) => {
    const Icon = icon ? icons[icon] : null;
    const anchor = (
      <AppLink
        to={item.href}
        className={styles.item}
        aria-current={item.href === currentPath ? 'page' : undefined}
        onClick={onNavigate}
      >
        {Icon ? <Icon /> : null}
        {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span>{item.label}</span>}
      </AppLink>
    );
    // The collapsed rail shows icons only: the label comes in a tooltip (hover and keyboard focus,
    // spec delays); the link's name is its hidden label, not the tooltip.
    return collapsed ? (
      <Tooltip content={item.label} side="right">
        {anchor}
      </Tooltip>
    ) : (
      anchor
    );
  };

  return (
    <nav id={id} aria-label={copy.sidebar.label}>
      <ul className={styles.list}>
        <li>{link(home, home.icon)}</li>
      </ul>
      {collapsed ? null : <p className={styles.groupTitle}>{copy.sidebar.modules}</p>}
      <ul className={styles.list}>
        {modules.map((module) => (
          <li key={module.id}>
            {link(module, module.icon)}
            {!collapsed && expanded.includes(module) && module.children.length > 0 ? (
              <ul className={styles.subList}>
                {module.children.map((child) => (
                  <li key={child.href}>{link(child)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {collapsed ? null : <p className={styles.groupTitle}>{copy.sidebar.account}</p>}
      <ul className={styles.list}>
        {accountLinks.map((item) => (
          <li key={item.href}>{link(item, item.icon)}</li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * La navigation latérale du personnel (les modules de docs/behaviour.md, « Routes » ; l’application
 * donne les entrées et leurs routes). Sur un écran large, une colonne à côté de la page, que l’on
 * replie avec un bouton ou Ctrl/Cmd+B. Sous 768 px, un bouton de menu l’ouvre en panneau modal
 * (`Dialog` de Radix : focus retenu, Échap ou le voile la ferment, la page derrière est inerte), si
 * bien que le focus ne peut jamais arriver sur la page cachée derrière (WCAG 2.2, 2.4.11).
 */
export function StaffSidebar({ currentPath, collapsed, onCollapsedChange, navigation }: StaffSidebarProps) {
  const portalContainer = usePortalContainer();
  const copy = useUiCopy();
  const navId = useId();
  const isMobile = useIsMobile();
  const [mobileOpen, setMobileOpen] = useState(false);
  // Widened past the breakpoint, the sheet is gone; narrowed again, it starts closed.
  if (!isMobile && mobileOpen) setMobileOpen(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        if (isMobile) setMobileOpen((open) => !open);
        else onCollapsedChange(!collapsed);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [collapsed, isMobile, onCollapsedChange]);

  if (isMobile) {
    return (
      <RadixDialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <div className={styles.mobileBar} data-adm="staff-sidebar" data-adm-print="hide">
          {/* Radix gives it aria-haspopup, aria-expanded and aria-controls, and the focus back on close. */}
          <RadixDialog.Trigger asChild>
            <Button variant="ghost" size="sm" aria-keyshortcuts={shortcut}>
              <MenuIcon />
              <VisuallyHidden>{copy.sidebar.expand}</VisuallyHidden>
            </Button>
          </RadixDialog.Trigger>
        </div>
        <RadixDialog.Portal container={portalContainer}>
          {/* Not RadixDialog.Overlay: its scroll lock injects inline CSS the CSP blocks (Dialog.css.ts). */}
          <div className={`${styles.sheetOverlay} ${scrollLock}`} aria-hidden="true" />
          <RadixDialog.Content className={styles.sheet} aria-describedby={undefined} data-adm-part="sheet">
            <RadixDialog.Title className={visuallyHidden}>{copy.sidebar.label}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm" className={styles.toggle} aria-keyshortcuts={shortcut}>
                <ChevronLeftIcon />
                <VisuallyHidden>{copy.sidebar.collapse}</VisuallyHidden>
              </Button>
            </RadixDialog.Close>
            <SidebarNav
              currentPath={currentPath}
              collapsed={false}
              navigation={navigation}
              onNavigate={() => setMobileOpen(false)}
            />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    );
  }

  return (
    <div className={styles.root} data-adm="staff-sidebar" data-collapsed={collapsed} data-adm-print="hide">
      <div className={styles.panel}>
        <Button
          variant="ghost"
          size="sm"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-keyshortcuts={shortcut}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          <VisuallyHidden>{collapsed ? copy.sidebar.expand : copy.sidebar.collapse}</VisuallyHidden>
        </Button>
        <SidebarNav id={navId} currentPath={currentPath} collapsed={collapsed} navigation={navigation} />
      </div>
    </div>
  );
}
