/** The menu button shown on narrow screens opens the navigation and sidebar as a drawer. */
export function setUpMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const drawer = document.getElementById('site-drawer');
  if (!button || !drawer) return;
  const setOpen = (open: boolean) => {
    document.documentElement.toggleAttribute('data-menu-open', open);
    button.setAttribute('aria-expanded', String(open));
    if (open) drawer.querySelector<HTMLElement>('[data-menu-close]')?.focus();
    else button.focus();
  };
  button.addEventListener('click', () => setOpen(!document.documentElement.hasAttribute('data-menu-open')));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && document.documentElement.hasAttribute('data-menu-open')) setOpen(false);
  });
  document.querySelector('[data-menu-backdrop]')?.addEventListener('click', () => setOpen(false));
  document.querySelector('[data-menu-close]')?.addEventListener('click', () => setOpen(false));
}
