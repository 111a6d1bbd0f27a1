// Entry of the site's templates: the generator renders `Document` for every route, and the CSS
// imported here becomes the site's one stylesheet.
import './styles/index.css';

export { Document } from './Document.js';
