import { ArrowRight, Clapperboard, ImageIcon, Mic, PenLine, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { fillProduct } from '../../../lib/product';
import { useSession } from '../../../lib/session';
import { CurrentOrderCard } from '../components/current-order-card';
import { FreeVideosCard } from '../components/free-videos-card';
import { SetPasswordCard } from '../components/set-password-card';

interface Destination {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  featured?: boolean;
}

const destinations: Destination[] = [
  {
    to: '/scripts',
    title: 'Script Writer',
    description: 'Draft a podcast script with AI.',
    icon: PenLine,
    featured: true,
  },
  {
    to: '/videos',
    title: 'Video Creator',
    description: 'Turn audio, images and prompts into vertical videos.',
    icon: Clapperboard,
  },
  {
    to: '/voices',
    title: 'Voice Setup',
    description: 'Pick or clone the voice for your clips.',
    icon: Mic,
  },
  {
    // Not in the spec's dashboard or sidebar; without this card the image studio is unreachable.
    to: '/images',
    title: 'Image Studio',
    description: 'Generate images in a style, with your own characters as reference.',
    icon: ImageIcon,
  },
];

function DestinationCard({ to, title, description, icon: Icon, featured }: Destination) {
  return (
    <Link
      to={to}
      className={cn(
        'group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        featured && 'md:col-span-2',
      )}
    >
      <Card
        className={cn(
          'h-full transition-[box-shadow,border-color] duration-150 group-hover:border-brand/40 group-hover:shadow-lifted',
          featured && 'bg-ink text-ink-foreground md:py-10',
        )}
      >
        <CardHeader className="gap-4">
          <span
            className={cn(
              'grid size-11 place-items-center rounded-lg',
              featured ? 'bg-brand text-brand-foreground' : 'bg-brand-soft text-brand',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex items-center justify-between gap-3">
            <CardTitle className={cn(featured && 'text-2xl')}>{title}</CardTitle>
            <ArrowRight
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform duration-150 group-hover:translate-x-1"
            />
          </div>
          <CardDescription className={cn(featured && 'text-ink-foreground/70')}>
            {description}
          </CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}

/**
 * The signed-in landing (/dashboard), inside the app shell, where sign-in links land. The
 * spec's Voice Setup card points at /voice; the page lives at /voices, so the card links there
 * (and /voice redirects). Someone without a password (in by link) is offered to set one. The
 * free daily videos left today link to /simple-upload (decision 046).
 */
export function DashboardPage() {
  const session = useSession();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl">
        {fillProduct('{product}')}
      </h1>
      <CurrentOrderCard />
      <FreeVideosCard />
      {session.data?.hasPassword === false && (
        <div className="mt-8 sm:mt-10">
          <SetPasswordCard />
        </div>
      )}
      <nav aria-label="Get started" className="mt-8 grid gap-4 sm:mt-10 sm:gap-6 md:grid-cols-2">
        {destinations.map((destination) => (
          <DestinationCard key={destination.to} {...destination} />
        ))}
      </nav>
    </div>
  );
}
