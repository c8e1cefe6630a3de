import { Link2 } from 'lucide-react';
import { PORTFOLIO_CONNECTIONS } from '../content/portfolio';
import { PortfolioLink } from './portfolio-link';

/** The 'Manage Connections' card: where clients link the channels we post to. */
export function PortfolioConnections() {
  return (
    <div className="mt-10 flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8 md:flex-row md:items-center md:justify-between">
      <div className="flex gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
          <Link2 aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="text-lg font-bold text-ink">{PORTFOLIO_CONNECTIONS.title}</h3>
          <p className="mt-1 max-w-xl text-sm text-muted-foreground">
            {PORTFOLIO_CONNECTIONS.body}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Platforms">
            {PORTFOLIO_CONNECTIONS.platforms.map((platform) => (
              <li
                key={platform.name}
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                  platform.status === 'Live'
                    ? 'bg-success-soft text-success'
                    : 'bg-muted text-muted-foreground'
                }`}
              >
                {platform.name}: {platform.status}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PortfolioLink href={PORTFOLIO_CONNECTIONS.link.href} variant="ink" className="md:shrink-0">
        {PORTFOLIO_CONNECTIONS.link.label}
      </PortfolioLink>
    </div>
  );
}
