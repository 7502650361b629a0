/** What other features may use of erasure in the browser: the erase form of a unit. */
export { EraseUnit } from './EraseUnit.tsx';
export { clearEraseErrors } from './erasure.store.ts';
