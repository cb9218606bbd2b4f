/** A link of the navigation bar and of its menus; the current page's is highlighted. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-amber-100 text-brand-dark' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

export interface NavLinkItem {
  to: string;
  label: string;
}
