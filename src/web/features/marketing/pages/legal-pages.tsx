import { LegalDocument } from '../components/legal-document';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '../content/legal';

/** /legal: the terms of service. */
export function LegalPage() {
  return <LegalDocument document={TERMS_OF_SERVICE} />;
}

/** /privacy: the privacy policy. */
export function PrivacyPage() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
