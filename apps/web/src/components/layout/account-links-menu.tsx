import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { accountSections, type Capabilities } from './account-links.js';
import { navLinkClass } from './nav-links.js';

/**
 * The signed-in person's pages as both menus show them: each group under its title, then their
 * account page and Log Out. `onNavigate`: a link was followed (the menu closes).
 */
export function AccountLinks({
  account,
  logOutButton,
  onNavigate,
}: {
  account: Capabilities;
  logOutButton: ReactNode;
  onNavigate: () => void;
}) {
  // Both menus may be drawn at once (after a resize): each has ids of its own.
  const ids = useId();
  return (
    <>
      {accountSections(account).map((section) => {
        const id = `${ids}-${section.title.toLowerCase()}`;
        return (
          <div key={section.title} className="flex flex-col">
            <p id={id} className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-stone-600 uppercase">
              {section.title}
            </p>
            <ul aria-labelledby={id} className="flex flex-col [&_a]:min-h-11">
              {section.links.map((link) => (
                <li key={link.to} className="flex flex-col">
                  <NavLink to={link.to} end className={navLinkClass} onClick={onNavigate}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <ul className="mt-2 flex flex-col border-t border-stone-200 pt-2 [&_a,&_button]:min-h-11">
        <li className="flex flex-col">
          <NavLink to="/account" end className={navLinkClass} onClick={onNavigate}>
            Account
          </NavLink>
        </li>
        <li className="flex flex-col">{logOutButton}</li>
      </ul>
    </>
  );
}
