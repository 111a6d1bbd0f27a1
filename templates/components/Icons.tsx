// Inline SVG icons: decorative, hidden from assistive technology (the buttons carry the labels).
const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const SunIcon = () => (
  <svg {...common} className="icon icon-sun">
    <circle cx="12" cy="12" r="4.5" fill="currentColor" />
    <path
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
    />
  </svg>
);

export const MoonIcon = () => (
  <svg {...common} className="icon icon-moon">
    <path fill="currentColor" d="M20.5 14.7A8.5 8.5 0 0 1 9.3 3.5a8.5 8.5 0 1 0 11.2 11.2z" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common} className="icon">
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...common} className="icon">
    <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m16 16 4.5 4.5" />
  </svg>
);

export const ExternalIcon = () => (
  <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden focusable={false} className="icon icon-external">
    <path fill="none" stroke="currentColor" strokeWidth="2.5" d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common} className="icon">
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
  </svg>
);
