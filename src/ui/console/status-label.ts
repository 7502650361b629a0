/** The words for a workflow item's state (shared with the server's audit trail). */
export { isWorkflowSubject, statusLabel } from '#i18n/status-words.ts';
