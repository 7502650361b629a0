/** What other features may use of the dossier's server part. */
export { dossierOf } from './dossier.service.ts';
