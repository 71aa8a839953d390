import type { Strings } from './i18n';
import { mainLinks } from './mainLinks';
import type { PageData, SidebarItem } from './types';
import type { Drawer } from './useDrawer';

/**
 * The docs sidebar: always shown on wide screens, every category expanded. On a phone it is the drawer ☰ opens,
 * with the top bar's links above the page's own sidebar (pages without one get just those links).
 */
export function Sidebar({ page, t, drawer }: { page: PageData; t: Strings; drawer: Drawer }) {
  const className = ['sidebar', page.sidebar ? '' : 'sidebar--menu-only', drawer.open ? 'sidebar--open' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {drawer.open && (
        <button
          type="button"
          className="drawer-backdrop"
          aria-label={t.toggleSidebar}
          tabIndex={-1}
          style={{ top: drawer.top }}
          onClick={() => drawer.close(true)}
        />
      )}
      <nav
        ref={drawer.drawerRef}
        className={className}
        aria-label="Docs sidebar"
        id="sidebar"
        tabIndex={-1}
        style={drawer.top === undefined ? undefined : ({ '--drawer-top': `${drawer.top}px` } as React.CSSProperties)}
      >
        <ul className="sidebar-main" aria-label={t.mainMenu}>
          {mainLinks(page, t).map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.current ? 'true' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {page.sidebar && <SidebarList items={page.sidebar} route={page.route} />}
      </nav>
    </>
  );
}

function SidebarList({ items, route }: { items: SidebarItem[]; route: string }) {
  return (
    <ul>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <a href={item.href} aria-current={item.href === route ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <li key={item.label} className="sidebar-category">
            <span>{item.label}</span>
            <SidebarList items={item.items} route={route} />
          </li>
        ),
      )}
    </ul>
  );
}
