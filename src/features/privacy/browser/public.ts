export { PrivacyConsent } from './PrivacyConsent.tsx';
