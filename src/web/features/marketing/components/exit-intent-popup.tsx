import { marketingEndpoints } from '@shared/endpoints/marketing';
import { MARKETING_MESSAGES } from '@shared/site';
import { Gift } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { notify } from '../../../lib/public-toast';
import { EXIT_OFFER } from '../content/pricing';

/** Where the popup's email is kept as a lead for the operator (contract: exitLeadSchema). */

/**
 * The exit-intent offer (10% off the first month). An accessible dialog: focus moves to the
 * email field, stays inside, and Escape, the close button or 'No thanks' dismiss it. The email
 * is required (the spec's 'Email required' toast); submitting stores it and hides the popup.
 */
export function ExitIntentPopup({ open, onClose }: { open: boolean; onClose(): void }) {
  const emailId = useId();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState(''); // honeypot: people never see or fill it
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const address = email.trim();
    if (!address) {
      void notify.error(MARKETING_MESSAGES.emailRequiredTitle, MARKETING_MESSAGES.emailRequired);
      emailRef.current?.focus();
      return;
    }
    // The spec's only format check is the input type's own.
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await api.call(marketingEndpoints.exitLeads, {
        body: { email: address, page: window.location.pathname, website: website || undefined },
        fallbackMessage: EXIT_OFFER.failed,
      });
      onClose();
      void notify.success(EXIT_OFFER.confirmedTitle, EXIT_OFFER.confirmedDescription);
    } catch (failure) {
      setError(errorMessage(failure, EXIT_OFFER.failed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md gap-5">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Gift className="size-6" aria-hidden="true" />
        </span>
        <DialogHeader className="text-left">
          <DialogTitle className="text-2xl">{EXIT_OFFER.title}</DialogTitle>
          <DialogDescription>{EXIT_OFFER.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={emailId}>{EXIT_OFFER.emailLabel}</Label>
            <Input
              ref={emailRef}
              id={emailId}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder={EXIT_OFFER.emailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          {/* Off screen rather than display:none, which some bots skip. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </label>
          </div>
          <div className="grid gap-2">
            <Button type="submit" size="lg" loading={submitting}>
              {submitting ? EXIT_OFFER.submitting : EXIT_OFFER.submit}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {EXIT_OFFER.dismiss}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
