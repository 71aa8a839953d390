import type { SidebarItem } from './types';

/** A docs sidebar: always shown on wide screens, every category expanded. */
export function Sidebar({ items, route, open }: { items: SidebarItem[]; route: string; open: boolean }) {
  return (
    <nav className={open ? 'sidebar sidebar--open' : 'sidebar'} aria-label="Docs sidebar" id="sidebar">
      <SidebarList items={items} route={route} />
    </nav>
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
