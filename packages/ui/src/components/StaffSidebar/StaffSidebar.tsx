import { useEffect, useId, type ComponentType } from 'react';
import * as styles from './StaffSidebar.css';
import { AppLink } from '../Link/Link';
import { Button } from '../Button/Button';
import {
  BellIcon,
  BookIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  FileIcon,
  FolderIcon,
  HomeIcon,
  LogoutIcon,
  SchoolIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  type IconProps,
} from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { fr } from '../../copy/fr';
import {
  expandedStaffModules,
  staffAccountLinks,
  staffHome,
  staffModules,
  type StaffIconName,
  type StaffModule,
  type StaffNavItem,
} from './staffModules';

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
  /** The current location's path; the app passes it from its router. */
  currentPath: string;
  collapsed: boolean;
  /** Called by the toggle button and Ctrl/Cmd+B; the app stores the state (cookie, 7 days). */
  onCollapsedChange: (collapsed: boolean) => void;
  modules?: readonly StaffModule[];
}

/** The staff side navigation: modules of spec section 2, collapsible with a button or Ctrl/Cmd+B. */
export function StaffSidebar({
  currentPath,
  collapsed,
  onCollapsedChange,
  modules = staffModules,
}: StaffSidebarProps) {
  const navId = useId();
  const expanded = expandedStaffModules(currentPath, modules);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        onCollapsedChange(!collapsed);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [collapsed, onCollapsedChange]);

  const link = (item: StaffNavItem, icon?: StaffIconName) => {
    const Icon = icon ? icons[icon] : null;
    return (
      <AppLink
        to={item.path}
        className={styles.item}
        aria-current={item.path === currentPath ? 'page' : undefined}
        title={collapsed ? item.label : undefined}
      >
        {Icon ? <Icon /> : null}
        {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span>{item.label}</span>}
      </AppLink>
    );
  };

  return (
    <div className={styles.root} data-collapsed={collapsed}>
      <div className={styles.panel}>
        <Button
          tone="ghost"
          size="sm"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-keyshortcuts="Control+B Meta+B"
          onClick={() => onCollapsedChange(!collapsed)}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          <VisuallyHidden>{collapsed ? fr.sidebar.expand : fr.sidebar.collapse}</VisuallyHidden>
        </Button>
        <nav id={navId} aria-label={fr.sidebar.label}>
          <ul className={styles.list}>
            <li>{link(staffHome, staffHome.icon)}</li>
          </ul>
          {collapsed ? null : <p className={styles.groupTitle}>{fr.sidebar.modules}</p>}
          <ul className={styles.list}>
            {modules.map((module) => (
              <li key={module.id}>
                {link(module, module.icon)}
                {!collapsed && expanded.includes(module) && module.children.length > 0 ? (
                  <ul className={styles.subList}>
                    {module.children.map((child) => (
                      <li key={child.path}>{link(child)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {collapsed ? null : <p className={styles.groupTitle}>{fr.sidebar.account}</p>}
          <ul className={styles.list}>
            {staffAccountLinks.map((item) => (
              <li key={item.path}>{link(item, item.path === '/profil' ? 'user' : 'login')}</li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
