import { marketingEndpoints } from '@shared/endpoints/marketing';
import { ArrowRight, LockKeyhole } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/public-toast';
import type { WaitlistPageContent } from '../content/waitlists';
import {
  THANK_YOU_PATH,
  validateWaitlistForm,
  waitlistFailureToast,
  type WaitlistField,
} from '../lib/waitlist-form';

const noSubscription = () => () => {};

/** False on the server and during hydration, true once React runs the page in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface FormProblem {
  message: string;
  invalidFields: WaitlistField[];
}

/**
 * The honeypot. People never see or reach it (off-screen, out of the tab order, hidden from
 * screen readers, no autofill); form-filling bots do, and the server quietly drops what they send.
 */
function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/**
 * The sign-up card of /masterclass, /webinar and /ebook: full name and email, both required;
 * a missing one is explained inline and nothing is sent. On success the visitor goes to
 * /thank-you; on failure a toast with the spec's words.
 */
export function WaitlistForm({ content }: { content: WaitlistPageContent }) {
  const { list, form } = content;
  const nameId = useId();
  const emailId = useId();
  const problemId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Until the page is hydrated a submit would be a native GET with the email in the URL.
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const field = (key: string) => {
      const value = data.get(key);
      return typeof value === 'string' ? value : '';
    };
    const result = validateWaitlistForm(list, {
      name: field('name'),
      email: field('email'),
      website: field('website'),
    });
    if (!result.ok) {
      setProblem({ message: result.message, invalidFields: result.invalidFields });
      (result.invalidFields[0] === 'name' ? nameRef : emailRef).current?.focus();
      return;
    }

    setProblem(null);
    setBusy(true);
    try {
      await api.call(marketingEndpoints.waitlist, { body: result.body });
      // A full page load: /thank-you is its own server-rendered page. Stay busy until it opens.
      window.location.assign(THANK_YOU_PATH);
    } catch (error) {
      const toast = waitlistFailureToast(list, error);
      void notify.error(toast.message, toast.description);
      setBusy(false);
    }
  }

  const invalid = (key: WaitlistField) => problem?.invalidFields.includes(key) ?? false;
  const describedBy = (key: WaitlistField) => (invalid(key) ? problemId : undefined);

  return (
    <div className="rounded-2xl border border-border bg-surface p-6 shadow-lifted sm:p-8">
      <h2 className="font-display text-2xl font-semibold tracking-tight text-ink">
        {form.heading}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{form.description}</p>

      <form noValidate onSubmit={handleSubmit} className="relative mt-6 space-y-4">
        <div className="space-y-2">
          <Label htmlFor={nameId}>Full name</Label>
          <Input
            ref={nameRef}
            id={nameId}
            name="name"
            autoComplete="name"
            placeholder="Jane Cooper"
            maxLength={120}
            required
            aria-invalid={invalid('name') || undefined}
            aria-describedby={describedBy('name')}
            className="h-11"
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={emailId}>Email</Label>
          <Input
            ref={emailRef}
            id={emailId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="jane@studio.com"
            maxLength={254}
            required
            aria-invalid={invalid('email') || undefined}
            aria-describedby={describedBy('email')}
            className="h-11"
          />
        </div>
        <HoneypotField />

        {/*
          Always in the page (and one line tall) so screen readers announce the message when it
          appears and nothing below it moves.
        */}
        <p
          id={problemId}
          role="alert"
          className="-mt-1 min-h-5 text-sm font-medium text-destructive"
          data-testid="waitlist-form-problem"
        >
          {problem?.message}
        </p>

        <Button
          type="submit"
          size="lg"
          loading={busy}
          disabled={!hydrated}
          className="w-full"
          data-testid="waitlist-submit"
        >
          {busy ? form.busyLabel : form.submitLabel}
          {!busy && <ArrowRight aria-hidden="true" />}
        </Button>
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <LockKeyhole aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {form.privacyNote}
        </p>
      </form>
    </div>
  );
}
