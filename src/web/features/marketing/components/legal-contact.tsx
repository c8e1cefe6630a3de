import { fillProductName } from '@shared/site';
import { useSite } from '../../../lib/site';
import { LEGAL_COPY } from '../content/legal';

/**
 * The operator's email address when the configured contact link is a mailto: link (the
 * server's default when no booking page is set), without its subject line.
 */
export function operatorEmailFrom(contactUrl: string): string | undefined {
  if (!contactUrl.toLowerCase().startsWith('mailto:')) return undefined;
  try {
    const address = decodeURIComponent(contactUrl.slice('mailto:'.length).split('?')[0] ?? '');
    return address.includes('@') ? address : undefined;
  } catch {
    return undefined; // a malformed %-escape
  }
}

/** The documents' closing section: how to reach the operator. */
export function LegalContact() {
  const { productName, bookingUrl } = useSite();
  const email = operatorEmailFrom(bookingUrl);
  return (
    <>
      <p>{fillProductName(LEGAL_COPY.contactBody, productName)}</p>
      {email && (
        <p>
          {LEGAL_COPY.contactEmail} <a href={`mailto:${email}`}>{email}</a>.
        </p>
      )}
    </>
  );
}
