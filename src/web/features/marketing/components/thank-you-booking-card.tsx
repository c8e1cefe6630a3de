import { Gift } from 'lucide-react';
import { THANK_YOU_CONTENT } from '../content/thank-you';
import { BookingLink } from './booking-link';

/** The strategy-call card: why to book, the $100-off offer and the external scheduler link. */
export function ThankYouBookingCard() {
  const { booking } = THANK_YOU_CONTENT;
  return (
    <section
      aria-labelledby="thank-you-booking"
      className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-lifted"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand via-fuchsia-500 to-amber-400"
      />
      <div className="p-6 sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">
          {booking.eyebrow}
        </p>
        <h2
          id="thank-you-booking"
          className="mt-2 font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        >
          {booking.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted-foreground">
          {booking.body}
        </p>

        <div className="mt-6 flex items-start gap-3 rounded-xl border border-warning/25 bg-warning-soft p-4">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface text-warning shadow-card">
            <Gift aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm leading-relaxed text-foreground">
            <strong className="block font-semibold text-ink">{booking.offerLabel}</strong>
            {booking.offer}
          </p>
        </div>

        <BookingLink className="mt-8 w-full sm:w-auto">{booking.cta}</BookingLink>
      </div>
    </section>
  );
}
