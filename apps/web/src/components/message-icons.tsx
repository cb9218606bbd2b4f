import type { ReactElement } from 'react';
import { iconBase, type IconProps } from './icons.js';

// The icons of the app's own messages (react-hot-toast's `icon`), drawn here rather than emoji,
// which show as empty boxes where no emoji font is installed. Apart from icons.tsx, which the first
// page loads: only the screens that show these messages, all loaded later, need them.

export const CardIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </svg>
);

export const MegaphoneIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1zM17 8a5 5 0 0 1 0 8M7 14l1.5 5h2.5l-1-4.2" />
  </svg>
);

export const HeartIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.3 0 5.4 3.1 4.2 6.3C19.5 15.4 12 20 12 20z" />
  </svg>
);

/** The icon a message of the app shows beside its text (react-hot-toast's `icon`). */
export const toastIcon = (Icon: (props: IconProps) => ReactElement) => (
  <Icon className="size-5 shrink-0 text-brand-dark" />
);
