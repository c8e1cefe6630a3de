import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

/** The spec's 'coming soon' placeholders of the CRM, inside the app shell. */
function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <Card>
        <CardContent
          className="grid justify-items-center gap-3 py-8 text-center"
          data-testid="crm-coming-soon"
        >
          <Construction aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-xl font-semibold">Coming soon</p>
          <p className="max-w-md text-sm text-muted-foreground">{description}</p>
          <Button asChild variant="outline">
            <Link to="/crm/dashboard">Back to the CRM dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function OutreachPage() {
  return (
    <ComingSoon
      title="Outreach"
      description="Email campaigns to many leads at once. Until then, email a lead from its page."
    />
  );
}

export function LandingPagesPage() {
  return (
    <ComingSoon title="Landing Pages" description="Landing pages made for a lead or a campaign." />
  );
}

export function AnalyticsPage() {
  return (
    <ComingSoon
      title="Analytics"
      description="How your outreach turns leads into clients, over time."
    />
  );
}
