// Public surface of the audit feature: the flow's state, the form, the full-screen states and the dialog.
export { AuditProvider, useAudit, type AuditState, type AuditValue } from './AuditProvider';
export { AuditForm } from './AuditForm';
export { LoadingScreen } from './LoadingScreen';
export { useLoadingScreen } from './useLoadingScreen';
export { ErrorScreen } from './ErrorScreen';
export { SeoAuditDialog } from './SeoAuditDialog';
