import { ArrowRight } from 'lucide-react';
import { fillProductName } from '@shared/site';
import { Button } from '../../../components/ui/button';
import { useSite } from '../../../lib/site';
import { ShelfClipCard } from '../components/shelf-clip-card';
import { SiteLayout } from '../components/site-layout';
import { SHELF_CLIPS, SHELF_COPY, SHELF_FEATURED } from '../content/shelf';

/**
 * /social-shelf: a public shelf of finished sample clips (not in the spec; see
 * docs/decisions/011-social-shelf.md). Posters first; a clip loads only when played.
 */
export function SocialShelfPage() {
  const { productName } = useSite();
  return (
    <SiteLayout>
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold text-brand">{SHELF_COPY.eyebrow}</p>
          <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {SHELF_COPY.title}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            {fillProductName(SHELF_COPY.subtitle, productName)}
          </p>
        </header>

        <div className="mt-10">
          <ShelfClipCard item={SHELF_FEATURED} featured />
        </div>

        <section aria-labelledby="shelf-clips-title" className="mt-16">
          <h2
            id="shelf-clips-title"
            className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            {SHELF_COPY.clipsTitle}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
            {SHELF_CLIPS.map((item) => (
              <li key={item.clip.id}>
                <ShelfClipCard item={item} />
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="shelf-cta-title"
          className="mt-20 flex flex-col items-start gap-6 rounded-3xl bg-ink px-6 py-10 text-ink-foreground sm:px-10 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="shelf-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {SHELF_COPY.cta.title}
            </h2>
            <p className="mt-2 text-ink-foreground/85">{SHELF_COPY.cta.body}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" className="bg-surface text-ink hover:bg-muted" asChild>
              <a href={SHELF_COPY.cta.link.href}>
                {SHELF_COPY.cta.link.label}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button
              size="lg"
              variant="ghost"
              className="border border-white/35 text-white hover:bg-white/10"
              asChild
            >
              <a href={SHELF_COPY.cta.secondary.href}>{SHELF_COPY.cta.secondary.label}</a>
            </Button>
          </div>
        </section>
      </div>
    </SiteLayout>
  );
}
