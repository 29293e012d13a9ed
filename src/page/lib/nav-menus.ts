/** Where navigation menus are: link highlighting reads their links, and st-links leaves their `?st=` links to menu-toggles. */
export const NAV_MENUS = 'nav, .navbar, .dm-nav-menu';
