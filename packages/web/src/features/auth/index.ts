// Public surface of the auth feature: the session, the account control and the sign-in dialog.
export { AuthProvider, useAuth, type AuthValue, type SignInReason } from './AuthProvider';
export { AccountControl } from './AccountControl';
export { SignInRequiredDialog } from './SignInRequiredDialog';
