import { ArrowRight, Info } from 'lucide-react';
import { fillProductName } from '@shared/site';
import { useSite } from '../../../lib/site';
import {
  LEGAL_COPY,
  LEGAL_EFFECTIVE_DATE,
  type LegalBlock,
  type LegalDocument as LegalDocumentContent,
} from '../content/legal';
import { LegalContact } from './legal-contact';
import { SiteLayout } from './site-layout';

const CONTACT_SECTION_ID = 'contact';

function Block({ block, fill }: { block: LegalBlock; fill: (text: string) => string }) {
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">
      {block.list.map((item) => (
        <li key={item}>{fill(item)}</li>
      ))}
    </ul>
  );
}

/**
 * A legal document page: title, effective date, the note to have it reviewed, a table of
 * contents with anchor links (a sticky sidebar on wide screens), then the numbered sections
 * and the operator's contact.
 */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const { productName } = useSite();
  const fill = (text: string) => fillProductName(text, productName);
  const contents = [
    ...document.sections.map(({ id, heading }) => ({ id, heading })),
    { id: CONTACT_SECTION_ID, heading: LEGAL_COPY.contactHeading },
  ];

  return (
    <SiteLayout>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <header className="lg:col-span-2">
          <h1 className="font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-3 text-sm text-muted-foreground">
            {LEGAL_COPY.effective}{' '}
            <time dateTime={LEGAL_EFFECTIVE_DATE.iso}>{LEGAL_EFFECTIVE_DATE.label}</time>
          </p>
          <p className="mt-6 flex max-w-3xl gap-3 rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            {fill(LEGAL_COPY.reviewNote)}
          </p>
        </header>

        <nav aria-labelledby="legal-contents-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-contents-title"
            className="text-xs font-semibold tracking-wider text-muted-foreground uppercase"
          >
            {LEGAL_COPY.contents}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-border text-sm">
            {contents.map((entry, index) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground hover:border-ink hover:text-foreground"
                >
                  {index + 1}. {entry.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl min-w-0 space-y-10 text-[0.975rem] leading-7 text-foreground">
          <p className="text-lg leading-8 text-muted-foreground">{fill(document.intro)}</p>
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-24 space-y-4">
              <h2 className="text-xl font-semibold tracking-tight text-ink">
                {index + 1}. {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} fill={fill} />
              ))}
            </section>
          ))}
          <section
            id={CONTACT_SECTION_ID}
            className="scroll-mt-24 space-y-4 [&_a]:font-medium [&_a]:text-brand [&_a]:underline"
          >
            <h2 className="text-xl font-semibold tracking-tight text-ink">
              {contents.length}. {LEGAL_COPY.contactHeading}
            </h2>
            <LegalContact />
          </section>
          <a
            href={document.related.href}
            className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {document.related.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </article>
      </div>
    </SiteLayout>
  );
}
