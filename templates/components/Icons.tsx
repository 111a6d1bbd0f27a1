// Decorative icons, hidden from assistive technology (the buttons carry the labels). Each is an empty
// span whose shape is a mask in the stylesheet (`base.css`), painted in the text's colour: the navbar's
// icons were a tenth of a page's own HTML, and the stylesheet is downloaded once for every page.
const icon = (name: string) => () => <span className={`icon icon-${name}`} aria-hidden="true" />;

export const SunIcon = icon('sun');
export const MoonIcon = icon('moon');
export const MenuIcon = icon('menu');
export const SearchIcon = icon('search');
export const ExternalIcon = icon('external');
export const CloseIcon = icon('close');
