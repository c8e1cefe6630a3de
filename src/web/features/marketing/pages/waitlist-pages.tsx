import { SiteLayout } from '../components/site-layout';
import { WaitlistHero } from '../components/waitlist-hero';
import {
  WaitlistAgendaSection,
  WaitlistLearnSection,
  WaitlistTeasersSection,
} from '../components/waitlist-sections';
import {
  EBOOK_CONTENT,
  MASTERCLASS_CONTENT,
  WEBINAR_CONTENT,
  type WaitlistPageContent,
} from '../content/waitlists';

/**
 * The three free sign-up pages share one layout; only the copy (content/waitlists.ts) and the
 * list the form signs up to differ.
 */
function WaitlistPage({ content }: { content: WaitlistPageContent }) {
  return (
    <SiteLayout>
      <WaitlistHero content={content} />
      <WaitlistLearnSection content={content} />
      <WaitlistAgendaSection content={content} />
      <WaitlistTeasersSection content={content} />
    </SiteLayout>
  );
}

/** /masterclass */
export function MasterclassPage() {
  return <WaitlistPage content={MASTERCLASS_CONTENT} />;
}

/** /webinar: a 90-minute live workshop limited to 500 attendees. */
export function WebinarPage() {
  return <WaitlistPage content={WEBINAR_CONTENT} />;
}

/** /ebook: a 50-page guide. */
export function EbookPage() {
  return <WaitlistPage content={EBOOK_CONTENT} />;
}
