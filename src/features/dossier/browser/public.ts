/** What other features may use of the dossier in the browser: the unit behind a reviewed item. */
export { EnterpriseDossier } from './EnterpriseDossier.tsx';
